import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { PageShell } from '@portal/ui/page-shell';
import { Stack } from '@portal/ui/stack';
import { PageTitle } from '../../components/section-title.tsx';
import { ShellHeader } from './shell-header.tsx';

const noMenuOffline = () => undefined;

/** A signed-in screen opened with no network (the page from the service worker): the shell and why. */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageShell
      background="short-curve"
      header={<ShellHeader menuOpen={false} onMenu={noMenuOffline} />}
    >
      <Card>
        <Stack $gap={2}>
          <PageTitle>{t('app.offlineTitle')}</PageTitle>
          <p style={{ margin: 0 }} role="status">
            {t('app.offlineMessage')}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            {t('app.tryAgain')}
          </Button>
        </Stack>
      </Card>
    </PageShell>
  );
}
