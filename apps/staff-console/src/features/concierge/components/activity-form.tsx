import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxGroup } from '@portal/ui/checkbox-group';
import { TextField } from '@portal/ui/text-field';
import { WEEKDAYS, type Weekday } from '@portal/api-client/rules/weekdays';
import { CONTENT_TEXT_MAX_LENGTH } from '@portal/api-client/rules/hotel-content';
import {
  ActivityInput,
  type StaffActivity,
} from '@portal/api-client/staff-contract/activity-editing';
import { useContentForm } from '../../../hooks/use-content-form.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';
import { useSaveActivity } from '../api/activities-queries.ts';
import { CONTENT_FIELD_RULES } from './content-field-problem.ts';
import { FieldRow } from './content-parts.ts';
import { ConciergeForm, guestTextPaths } from './concierge-form.tsx';

const TEXTS = {
  name: { maxLength: CONTENT_TEXT_MAX_LENGTH.name },
  description: { maxLength: CONTENT_TEXT_MAX_LENGTH.description, rows: 5 },
  location: { maxLength: CONTENT_TEXT_MAX_LENGTH.location },
} as const;

const FIELDS: readonly Path<ActivityInput>[] = [
  ...guestTextPaths(TEXTS),
  'opensAt',
  'closesAt',
  'openDays',
  'picture',
];

const NO_TEXT = { en: '', vi: '' };

function valuesOf(activity: StaffActivity | null): ActivityInput {
  if (!activity) {
    return {
      name: NO_TEXT,
      description: NO_TEXT,
      location: NO_TEXT,
      picture: '',
      opensAt: '',
      closesAt: '',
      openDays: [...WEEKDAYS],
    };
  }
  return {
    name: activity.name,
    description: activity.description,
    location: activity.location,
    picture: activity.picture,
    opensAt: activity.opensAt,
    closesAt: activity.closesAt,
    openDays: activity.openDays,
  };
}

const isWeekday = (value: string): value is Weekday => WEEKDAYS.some((day) => day === value);

/** An activity added (none) or changed: its texts in both languages, hours, days and picture. */
export function ActivityForm({
  activity,
  onDone,
}: {
  activity: StaffActivity | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const save = useSaveActivity();
  const form = useForm<ActivityInput>({
    defaultValues: valuesOf(activity),
    resolver: zodResolver(ActivityInput),
  });
  const { register, control } = form;
  const content = useContentForm(form, FIELDS, CONTENT_FIELD_RULES);
  const { problem } = content;

  const submit = content.submitWith(async (values) => {
    const saved = await save.mutateAsync({ id: activity?.id ?? null, activity: values });
    toast.success(t('concierge:activities.saved', { title: saved.name[language] }));
    onDone();
  });

  return (
    <ConciergeForm
      label={t(activity ? 'concierge:activities.edit' : 'concierge:activities.add')}
      form={form}
      content={content}
      texts={TEXTS}
      picture={{ name: 'picture', image: activity?.image ?? null }}
      onSubmit={submit}
      onDone={onDone}
    >
      <FieldRow>
        <TextField
          label={t('concierge:fields.opensAt')}
          hint={t('concierge:activities.hoursHint')}
          type="time"
          {...register('opensAt')}
          error={problem('opensAt')}
        />
        <TextField
          label={t('concierge:fields.closesAt')}
          type="time"
          {...register('closesAt')}
          error={problem('closesAt')}
        />
      </FieldRow>
      <Controller
        control={control}
        name="openDays"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('concierge:fields.openDays')}
            name={field.name}
            columns={2}
            value={field.value}
            onChange={(days) => field.onChange(days.filter(isWeekday))}
            options={WEEKDAYS.map((day) => ({
              value: day,
              label: t(`concierge:weekdays.${day}`),
            }))}
            error={problem('openDays')}
          />
        )}
      />
    </ConciergeForm>
  );
}
