import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckIn } from '@portal/api-client/contract/check-in';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { CHECK_IN_NOTES_MAX_LENGTH } from '@portal/api-client/rules/limits';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { StackForm, Stack } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { TimeField } from '@portal/ui/time-field';
import { ChoicesField } from '../../../components/choices-field.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { useHotelToday } from '../../../hooks/use-hotel-today.ts';
import { useDraftForm } from '../../../hooks/use-draft-form.ts';
import { formatDate } from '../../../lib/date-formats.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  draftFromCheckIn,
  newSharer,
  toSubmission,
  type CheckInDraft,
  type GuestDraft,
  type PickedDocument,
} from '../check-in-draft.ts';
import {
  checkInFormRule,
  checkInResolver,
  refusedCheckIn,
  type CheckInContext,
  type CheckInFormRule,
} from '../check-in-rules.ts';
import {
  documentKind,
  isUnreadableByHotel,
  prepareDocument,
} from '../../../lib/prepare-document.ts';
import { GuestFields } from './guest-fields.tsx';
import type { UploadState } from './identity-documents.tsx';
import { toast } from '../../../lib/toast.ts';

const MEGABYTE = 1024 * 1024;

const FORM_RULE_TEXT = {
  atLeastOneGuest: 'errors.AT_LEAST_ONE_GUEST',
  atLeastOneAdult: 'errors.AT_LEAST_ONE_ADULT',
} as const satisfies Record<CheckInFormRule, string>;

function newKey(): string {
  return `new-${crypto.randomUUID()}`;
}

/**
 * The pre check-in form. What the guest types is kept (component state and the tab's session)
 * through any failure; the files stay picked, so "try again" sends the same again.
 */
export function CheckInForm({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useTranslation('check-in');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = useHotelToday();
  const { profile, refresh } = useGuestProfile();
  const [picked, setPicked] = useState<PickedDocument[]>([]);
  const { form, forget, restoredDraft } = useDraftForm<CheckInDraft, CheckInContext>(
    `check-in:${profile.reservation.reservationNumber}`,
    () => draftFromCheckIn(checkIn),
    // Focus follows the page (focusFirstInvalid), not the order in which fields appeared.
    { resolver: checkInResolver, context: { picked, today }, shouldFocusError: false },
  );
  const { control, register, handleSubmit, getValues, setValue, setError, clearErrors } = form;
  const guests = useFieldArray({ control, name: 'guests', keyName: 'fieldKey' });
  const [documentErrors, setDocumentErrors] = useState<Record<string, string>>({});
  const [upload, setUpload] = useState<UploadState>({ status: 'idle', progress: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ index: number; guest: GuestDraft } | null>(null);
  // Files are not kept across a reload: a draft read in with files still to send asks for them.
  const showRestored = (restoredDraft?.unsentFiles?.length ?? 0) > 0;
  const previews = useRef(new Set<string>());
  const formElement = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  // After the refused fields are marked on the page.
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formElement.current);
  }, [refusals]);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // Remember which files are waiting, so a reload can say what to add again.
  useEffect(() => {
    const names = picked.map((document) => document.file.name);
    if (JSON.stringify(getValues('unsentFiles') ?? []) !== JSON.stringify(names))
      setValue('unsentFiles', names);
  }, [picked, getValues, setValue]);

  const maxFileMegabytes = Math.floor(checkIn.limits.maxFileBytes / MEGABYTE);
  async function addDocuments(guestIndex: number, guestKey: string, files: File[]) {
    const accepted: PickedDocument[] = [];
    const refused: string[] = [];
    for (const original of files) {
      const kind = documentKind(original);
      if (kind === 'other') {
        refused.push(t('documents.unsupported', { name: original.name }));
        continue;
      }
      const file = await prepareDocument(original);
      if (isUnreadableByHotel(file, checkIn.limits.contentTypes)) {
        refused.push(t('documents.heicUnreadable', { name: original.name }));
        continue;
      }
      if (file.size > checkIn.limits.maxFileBytes) {
        refused.push(t('documents.tooLarge', { name: original.name, max: maxFileMegabytes }));
        continue;
      }
      const previewUrl = kind === 'image' ? URL.createObjectURL(file) : undefined;
      if (previewUrl) previews.current.add(previewUrl);
      accepted.push({ id: crypto.randomUUID(), guestKey, file, kind, previewUrl });
    }
    setPicked((current) => {
      const room = Math.max(0, checkIn.limits.maxFiles - current.length);
      if (accepted.length > room)
        refused.push(t('documents.tooMany', { max: checkIn.limits.maxFiles }));
      return [...current, ...accepted.slice(0, room)];
    });
    setDocumentErrors((current) => ({ ...current, [guestKey]: refused.join(' ') }));
    clearErrors(`guests.${guestIndex}.keptDocumentIds`);
    if (upload.status === 'failed') setUpload({ status: 'idle', progress: 0 });
  }

  function removePicked(id: string) {
    setPicked((current) => {
      const removed = current.find((document) => document.id === id);
      if (removed?.previewUrl) URL.revokeObjectURL(removed.previewUrl);
      return current.filter((document) => document.id !== id);
    });
  }

  async function send(draft: CheckInDraft) {
    const rule = checkInFormRule(draft.guests);
    setFailure(rule ? t(FORM_RULE_TEXT[rule]) : null);
    if (rule) return;
    const { fields, documents } = toSubmission(draft, picked);
    setUpload({ status: 'uploading', progress: 0 });
    try {
      await guestApi.submitCheckIn({
        fields,
        files: { documents },
        onUploadProgress: (fraction) =>
          setUpload({ status: 'uploading', progress: Math.round(fraction * 100) }),
      });
      forget();
      void queryClient.invalidateQueries({ queryKey: queryKeys.checkIn });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reservation });
      toast.success(t('sent'));
      await refresh();
      await navigate('/check-in-success');
    } catch (error) {
      const text = errorMessage(t, error);
      setUpload({ status: 'failed', progress: 0, error: text });
      setFailure(text);
      if (error instanceof ApiRequestError) {
        refusedCheckIn(error, draft.guests.length).forEach(({ path, message }, index) =>
          setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
      }
    }
  }

  const submit = handleSubmit(send, () => {
    const rule = checkInFormRule(getValues('guests'));
    setFailure(rule ? t(FORM_RULE_TEXT[rule]) : t('fixProblems'));
    setRefusals((count) => count + 1);
  });

  const byGuest = (key: string) => picked.filter((document) => document.guestKey === key);
  const keptDocuments = checkIn.guests.flatMap((guest) => guest.documents);

  return (
    <FormProvider {...form}>
      <StackForm
        ref={formElement}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('title')}
      >
        {showRestored && <Alert tone="info">{t('restored')}</Alert>}
        {checkIn.returnNote !== null && (
          <Alert tone="info">
            <strong>{t('returned.title')}</strong>
            <br />
            {checkIn.returnNote}
            <br />
            {t('returned.fix')}
          </Alert>
        )}
        <Card aria-labelledby="arrival-title">
          <Stack $gap={3}>
            <SectionTitle id="arrival-title">{t('arrival.title')}</SectionTitle>
            <p style={{ margin: 0 }}>
              {t('arrival.date', { date: formatDate(checkIn.arrivalDate, 'longDay') })}
            </p>
            <TimeField
              label={t('arrival.time')}
              hint={t('arrival.timeHint')}
              {...register('arrivalTime')}
            />
          </Stack>
        </Card>

        <Card>
          <Stack $gap={3}>
            <ChoicesField
              control={control}
              name="preferenceCodes"
              legend={t('preferences.title')}
              hint={t('preferences.hint')}
              columns={2}
              options={checkIn.availablePreferenceCodes.map((code) => ({
                value: code,
                label: t(`preference.${code}`, { defaultValue: code }),
              }))}
            />
            <TextArea
              label={t('preferences.notes')}
              hint={t('preferences.notesHint')}
              placeholder={t('validation.pleaseEnter', {
                value: t('preferences.notesName'),
              })}
              maxLength={CHECK_IN_NOTES_MAX_LENGTH}
              rows={3}
              {...register('notes')}
            />
          </Stack>
        </Card>

        <section aria-labelledby="guests-title">
          <Stack $gap={3}>
            <Card>
              <SectionTitle id="guests-title">{t('guests.title')}</SectionTitle>
              <p style={{ margin: 0 }}>{t('guests.hint')}</p>
            </Card>
            {guests.fields.map((guest, index) => (
              <GuestFields
                key={guest.key}
                index={index}
                keptDocuments={keptDocuments}
                picked={byGuest(guest.key)}
                upload={upload}
                maxFileMegabytes={maxFileMegabytes}
                documentError={documentErrors[guest.key] || undefined}
                onRemove={
                  guest.isPrimary
                    ? undefined
                    : () => setRemoving({ index, guest: getValues(`guests.${index}`) })
                }
                onAddDocuments={(files) => void addDocuments(index, guest.key, files)}
                onRemovePicked={removePicked}
                onRetry={() => void submit()}
              />
            ))}
            <Button
              variant="secondary"
              disabled={upload.status === 'uploading'}
              onClick={() => guests.append(newSharer(checkIn, newKey()))}
            >
              {t('guests.add')}
            </Button>
          </Stack>
        </section>

        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" fullWidth loading={upload.status === 'uploading'}>
          {upload.status === 'failed' ? t('app.tryAgain') : t('submit')}
        </Button>

        <ConfirmDialog
          open={removing !== null}
          title={t('guests.removeTitle', {
            name: removing
              ? `${removing.guest.firstName} ${removing.guest.lastName}`.trim() ||
                t('guests.newGuest')
              : '',
          })}
          message={<p>{t('guests.removeMessage')}</p>}
          agreeLabel={t('guests.removeAgree')}
          disagreeLabel={t('guests.removeDisagree')}
          tone="danger"
          onAgree={() => {
            if (removing) {
              guests.remove(removing.index);
              setPicked((current) =>
                current.filter((document) => document.guestKey !== removing.guest.key),
              );
            }
            setRemoving(null);
          }}
          onDisagree={() => setRemoving(null)}
        />
      </StackForm>
    </FormProvider>
  );
}
