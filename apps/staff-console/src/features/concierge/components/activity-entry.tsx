import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { WEEKDAYS } from '@portal/api-client/rules/weekdays';
import type { StaffActivity } from '@portal/api-client/staff-contract/activity-editing';
import { Actions } from '../../../components/form-parts.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';
import { useRemoveActivity } from '../api/activities-queries.ts';
import { Entry, EntryBody, EntryTitle, Muted, Plain, Thumbnail } from './content-parts.ts';

/** One activity of the list: picture, name, place, hours and days; change it, or remove it once asked. */
export function ActivityEntry({
  activity,
  onEdit,
}: {
  activity: StaffActivity;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const name = activity.name[language];
  const remove = useRemoveActivity();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const everyDay = activity.openDays.length === WEEKDAYS.length;

  const removeActivity = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(activity.id);
      toast.success(t('concierge:activities.removed', { title: name }));
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Entry aria-label={name}>
      <Thumbnail
        src={activity.image.url}
        alt=""
        width={activity.image.width}
        height={activity.image.height}
      />
      <EntryBody>
        {/* The activities have no section heading: their names come right under the screen's h1. */}
        <EntryTitle as="h2">{name}</EntryTitle>
        <Plain>{activity.location[language]}</Plain>
        <Plain>
          {t('concierge:activities.hours', { from: activity.opensAt, to: activity.closesAt })}
        </Plain>
        <Muted>
          {everyDay
            ? t('concierge:activities.everyDay')
            : activity.openDays.map((day) => t(`concierge:weekdays.${day}`)).join(', ')}
        </Muted>
        <Actions>
          <Button
            type="button"
            variant="secondary"
            aria-label={t('concierge:editOf', { title: name })}
            onClick={onEdit}
          >
            {t('concierge:edit')}
          </Button>
          <Button
            type="button"
            variant="danger"
            aria-label={t('concierge:activities.removeOf', { title: name })}
            onClick={() => setConfirming(true)}
          >
            {t('concierge:activities.remove')}
          </Button>
        </Actions>
        {failure && <Alert tone="error">{failure}</Alert>}
      </EntryBody>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('concierge:activities.removeConfirm', { title: name })}
        message={t('concierge:activities.removeConfirmMessage')}
        agreeLabel={t('concierge:activities.remove')}
        disagreeLabel={t('concierge:cancel')}
        busy={remove.isPending}
        onAgree={() => void removeActivity()}
        onDisagree={() => setConfirming(false)}
      />
    </Entry>
  );
}
