import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MyActivity } from '@portal/api-client/contract/activities';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Icon } from '@portal/ui/icon';
import { ListRow } from '@portal/ui/list-row';
import { PlainList } from '../../../components/plain-list.tsx';
import { errorMessage } from '@portal/web-platform/error-message';
import { useRemoveActivity } from '../api/use-remove-activity.ts';
import { activitiesByDay } from '../activity-rules.ts';
import { useActivityFormat } from '../use-activity-format.ts';
import { toast } from '../../../lib/toast.ts';

const DayHeading = styled.h3`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** The guest's activities by day, each removable. */
export function PlannedActivities({ mine }: { mine: readonly MyActivity[] }) {
  const { t } = useTranslation('activities');
  const format = useActivityFormat();
  const removal = useRemoveActivity({
    onRemoved: () => toast.info(t('removed')),
    onError: (error) => toast.error(errorMessage(t, error)),
  });
  const days = activitiesByDay(mine);

  if (days.length === 0)
    return <EmptyState title={t('empty')} message={t('emptyHint')} icon="calendar" />;
  return (
    <div>
      {days.map((day) => (
        <section key={day.date} aria-label={format.longDate(day.date)}>
          <DayHeading>{format.longDate(day.date)}</DayHeading>
          <PlainList>
            {day.activities.map((entry) => {
              const name = format.text(entry.activity.name);
              return (
                <ListRow
                  key={entry.id}
                  title={name}
                  description={`${format.hours(entry.activity)} · ${format.text(entry.activity.location)}`}
                  trailing={
                    <Button
                      variant="ghost"
                      aria-label={t('removeNamed', { name, date: format.longDate(day.date) })}
                      onClick={() => removal.mutate(entry)}
                    >
                      <Icon name="close" />
                    </Button>
                  }
                />
              );
            })}
          </PlainList>
        </section>
      ))}
    </div>
  );
}
