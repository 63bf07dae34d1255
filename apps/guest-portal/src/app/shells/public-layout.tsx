import { Outlet } from 'react-router';
import { PageShell } from '@portal/ui/page-shell';
import { LanguageToggle } from '../../components/language-toggle.tsx';

export function PublicLayout() {
  return (
    <PageShell background="tall-curve" header={<LanguageToggle />}>
      <Outlet />
    </PageShell>
  );
}
