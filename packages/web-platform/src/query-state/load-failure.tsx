import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { errorMessage } from '../errors/error-message.ts';

/** A screen's data did not load: says why, in the reader's language, and offers to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack $gap={2}>
      <Alert tone="error">{errorMessage(t, error)}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.tryAgain')}
      </Button>
    </Stack>
  );
}
