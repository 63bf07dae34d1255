import { Outlet } from 'react-router';
import { PageShell } from '@portal/ui/page-shell';
import { LanguageToggle } from '../../components/language-toggle.tsx';

export function PublicLayout() {
  const toggle = (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8, position: 'relative' }}>
      <LanguageToggle />
    </div>
  );
  return (
    <PageShell background="tall-curve" header={toggle}>
      <Outlet />
    </PageShell>
  );
}
