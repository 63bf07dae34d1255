import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import type { StaffLocalTip } from '@portal/api-client/staff-contract/concierge';
import { Actions } from '../../../components/form-parts.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { useRemoveLocalTip } from '../api/local-tips-queries.ts';
import { Entry, EntryBody, EntryTitle, Muted, Plain, Thumbnail } from './content-parts.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

/** One tip of the list: picture, title, category, likes; change it, or remove it once asked. */
export function LocalTipEntry({
  tip,
  position,
  onEdit,
}: {
  tip: StaffLocalTip;
  position: number;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const title = tip.title[language];
  const remove = useRemoveLocalTip();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const removeTip = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(tip.id);
      toast.success(t('concierge:localTips.removed', { title }));
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Entry aria-label={title}>
      <Thumbnail src={tip.image.url} alt="" width={tip.image.width} height={tip.image.height} />
      <EntryBody>
        <Muted>{t('concierge:localTips.position', { position })}</Muted>
        {/* The tips have no section heading: their titles come right under the screen's h1. */}
        <EntryTitle as="h2">{title}</EntryTitle>
        <Plain>{tip.category[language]}</Plain>
        <Muted>{`${tip.distance[language]} · ${tip.address}`}</Muted>
        <Plain>{t('concierge:localTips.likes', { count: tip.likes })}</Plain>
        <Actions>
          <Button
            type="button"
            variant="secondary"
            aria-label={t('concierge:editOf', { title })}
            onClick={onEdit}
          >
            {t('concierge:edit')}
          </Button>
          <Button
            type="button"
            variant="danger"
            aria-label={t('concierge:localTips.removeOf', { title })}
            onClick={() => setConfirming(true)}
          >
            {t('concierge:localTips.remove')}
          </Button>
        </Actions>
        {failure && <Alert tone="error">{failure}</Alert>}
      </EntryBody>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('concierge:localTips.removeConfirm', { title })}
        message={t('concierge:localTips.removeConfirmMessage', { count: tip.likes })}
        agreeLabel={t('concierge:localTips.remove')}
        disagreeLabel={t('concierge:cancel')}
        busy={remove.isPending}
        onAgree={() => void removeTip()}
        onDisagree={() => setConfirming(false)}
      />
    </Entry>
  );
}
