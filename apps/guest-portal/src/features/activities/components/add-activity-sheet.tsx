import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Activity } from '@portal/api-client/contract/activities';
import { Alert } from '@portal/ui/alert';
import { BottomSheet } from '@portal/ui/bottom-sheet';
import { Button } from '@portal/ui/button';
import { ALL_DAYS, DayPicker } from '@portal/ui/day-picker';
import { Stack } from '@portal/ui/stack';
import { useActivityFormat } from '../use-activity-format.ts';

const Schedule = styled.p`
  margin: 0;
`;

interface AddActivitySheetProps {
  activity: Activity;
  /** The remaining days of the stay on which it is open. */
  dates: string[];
  pending: boolean;
  refusal: string | null;
  onAdd: (choice: string) => void;
  onClose: () => void;
}

/** Choosing the day (or all days) to add an activity to. */
export function AddActivitySheet({
  activity,
  dates,
  pending,
  refusal,
  onAdd,
  onClose,
}: AddActivitySheetProps) {
  const { t } = useTranslation('activities');
  const format = useActivityFormat();
  const [choice, setChoice] = useState(dates[0] ?? ALL_DAYS);
  const name = format.text(activity.name);
  return (
    <BottomSheet
      open
      title={t('sheetTitle', { name })}
      onClose={onClose}
      closeLabel={t('close')}
      footer={
        dates.length > 0 && (
          <Button fullWidth loading={pending} onClick={() => onAdd(choice)}>
            {t('confirmAdd')}
          </Button>
        )
      }
    >
      <Stack $gap={3}>
        <Schedule>{format.schedule(activity)}</Schedule>
        {dates.length > 0 ? (
          <DayPicker
            legend={t('dayLegend')}
            name={`activity-${activity.id}-day`}
            days={dates.map((date) => ({
              value: date,
              weekday: format.weekday(date),
              date: format.shortDate(date),
            }))}
            allDaysLabel={t('allDays')}
            value={choice}
            onChange={setChoice}
            disabled={pending}
          />
        ) : (
          <Alert tone="info">{t('noDaysLeft')}</Alert>
        )}
        {refusal && <Alert tone="error">{refusal}</Alert>}
      </Stack>
    </BottomSheet>
  );
}
