import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { CheckboxGroup } from '@portal/ui/checkbox-group';
import { SelectField } from '@portal/ui/select-field';
import { StackForm } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import {
  GUEST_MESSAGE_KINDS,
  MAX_INVITATION_DAYS_BEFORE,
  type GuestMessageKind,
} from '@portal/api-client/rules/guest-messages';
import { MessageSettings } from '@portal/api-client/staff-contract/guest-messages';
import { Panel, PanelTitle } from '../../../components/panel.ts';
import { QueryState } from '@portal/web-platform/query-state';
import { errorMessage } from '@portal/web-platform/error-message';
import { messageSettingsQuery, useSaveMessageSettings } from '../api/guest-messages-queries.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function SettingsForm({ settings }: { settings: MessageSettings }) {
  const { t } = useTranslation();
  const save = useSaveMessageSettings();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<MessageSettings>({
    defaultValues: settings,
    resolver: zodResolver(MessageSettings),
  });

  const submit = form.handleSubmit(async (value) => {
    setOutcome(null);
    try {
      form.reset(await save.mutateAsync(value));
      setOutcome({ tone: 'success', text: t('guest-messages:settings.saved') });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(t, error) });
    }
  });

  return (
    <StackForm
      noValidate
      aria-labelledby="message-settings-title"
      onSubmit={(event) => void submit(event)}
    >
      <Controller
        control={form.control}
        name="kinds"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('guest-messages:settings.kinds')}
            hint={t('guest-messages:settings.kindsHint')}
            name={field.name}
            options={GUEST_MESSAGE_KINDS.map((kind) => ({
              value: kind,
              label: t(`guest-messages:kind.${kind}`),
            }))}
            value={GUEST_MESSAGE_KINDS.filter((kind) => field.value[kind])}
            onChange={(chosen) =>
              field.onChange(
                Object.fromEntries(
                  GUEST_MESSAGE_KINDS.map((kind) => [kind, chosen.includes(kind)]),
                ) as Record<GuestMessageKind, boolean>,
              )
            }
          />
        )}
      />
      <TextField
        label={t('guest-messages:settings.daysBefore')}
        hint={t('guest-messages:settings.daysBeforeHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_INVITATION_DAYS_BEFORE}
        {...form.register('invitationDaysBefore', { valueAsNumber: true })}
        error={
          form.formState.errors.invitationDaysBefore
            ? t('guest-messages:settings.daysBeforeInvalid', { max: MAX_INVITATION_DAYS_BEFORE })
            : undefined
        }
      />
      <SelectField
        label={t('guest-messages:settings.sendHour')}
        hint={t('guest-messages:settings.sendHourHint')}
        options={HOURS.map((hour) => ({
          value: String(hour),
          label: `${String(hour).padStart(2, '0')}:00`,
        }))}
        {...form.register('sendHour', { setValueAs: (value: string) => Number(value) })}
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('guest-messages:settings.save')}
        </Button>
      </div>
    </StackForm>
  );
}

/** Which kinds the hotel sends, the invitation's days before arrival and the send hour. */
export function MessageSettingsPanel() {
  const { t } = useTranslation();
  const settings = useQuery(messageSettingsQuery);
  return (
    <Panel aria-labelledby="message-settings-title">
      <PanelTitle id="message-settings-title">{t('guest-messages:settings.title')}</PanelTitle>
      <QueryState query={settings}>{(shown) => <SettingsForm settings={shown} />}</QueryState>
    </Panel>
  );
}
