import { useTranslation } from 'react-i18next';
import type { Gender, IdentityDocument } from '@portal/api-client/contract/check-in';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Checkbox } from '@portal/ui/checkbox';
import { DateField } from '@portal/ui/date-field';
import { RadioGroup } from '@portal/ui/radio-group';
import { SelectField } from '@portal/ui/select-field';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { SectionTitle } from '../../../components/section-title.tsx';
import { useLanguageStore } from '../../../stores/language-store.ts';
import {
  isForeign,
  type DeclarationDraft,
  type GuestDraft,
  type PickedDocument,
} from '../check-in-draft.ts';
import type { GuestField, GuestProblem } from '../check-in-rules.ts';
import { countryOptions } from '../countries.ts';
import { IdentityDocuments, type UploadState } from './identity-documents.tsx';

export interface GuestFieldsProps {
  guest: GuestDraft;
  position: number;
  problems: Partial<Record<GuestField, GuestProblem>>;
  keptDocuments: IdentityDocument[];
  picked: PickedDocument[];
  upload: UploadState;
  maxFileMegabytes: number;
  documentError?: string;
  onChange: (guest: GuestDraft) => void;
  onRemove?: () => void;
  onAddDocuments: (files: File[]) => void;
  onRemovePicked: (id: string) => void;
  onRetry: () => void;
}

const GENDERS: Gender[] = ['female', 'male', 'other'];

/** One guest of the pre check-in: name, nationality, the declaration if foreign, identity documents. */
export function GuestFields(props: GuestFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const { guest, problems } = props;
  const name = `${guest.firstName} ${guest.lastName}`.trim();
  const heading = name || t('check-in:guests.sharer', { number: props.position + 1 });
  const headingId = `guest-${guest.key}-title`;

  const message = (field: GuestField, fieldName: string): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem === 'missing') return t('validation.missing', { value: fieldName });
    if (field === 'passportNumber') return t('check-in:declaration.passportInvalid');
    if (field === 'dateOfBirth') return t('check-in:declaration.birthInFuture');
    if (field === 'stayTo') return t('check-in:declaration.endsBeforeStart');
    return t('validation.missing', { value: fieldName });
  };
  const update = (change: Partial<GuestDraft>) => props.onChange({ ...guest, ...change });
  const updateDeclaration = (change: Partial<DeclarationDraft>) =>
    props.onChange({ ...guest, declaration: { ...guest.declaration, ...change } });

  const text = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      label={t(`check-in:guests.${field}`)}
      autoComplete={autoComplete}
      required
      placeholder={t('validation.pleaseEnter', { value: t(`check-in:guests.${field}Name`) })}
      value={guest[field]}
      onChange={(event) => update({ [field]: event.target.value })}
      error={message(field, t(`check-in:guests.${field}Name`))}
    />
  );

  return (
    <Card aria-labelledby={headingId}>
      <Stack $gap={3}>
        <div>
          <SectionTitle id={headingId} style={{ margin: 0 }}>
            {heading}
          </SectionTitle>
          {guest.isPrimary && <p style={{ margin: 0 }}>{t('check-in:guests.primary')}</p>}
        </div>
        {text('firstName', guest.isPrimary ? 'given-name' : 'off')}
        {text('lastName', guest.isPrimary ? 'family-name' : 'off')}
        {guest.isPrimary ? (
          problems.isChild && <Alert tone="error">{t('errors.PRIMARY_GUEST_NOT_CHILD')}</Alert>
        ) : (
          <Checkbox
            label={t('check-in:guests.child')}
            checked={guest.isChild}
            onChange={(event) => update({ isChild: event.target.checked })}
          />
        )}
        <SelectField
          label={t('check-in:guests.nationality')}
          required
          placeholder={t('check-in:guests.choose')}
          options={countryOptions(language)}
          value={guest.nationality}
          onChange={(event) => {
            const nationality = event.target.value;
            const fullName = guest.declaration.fullName || name;
            props.onChange({
              ...guest,
              nationality,
              declaration: { ...guest.declaration, fullName },
            });
          }}
          error={message('nationality', t('check-in:guests.nationalityName'))}
        />
        {isForeign(guest) && (
          <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend style={{ fontWeight: 700, padding: 0 }}>
              {t('check-in:declaration.title')}
            </legend>
            <p style={{ marginTop: 4 }}>{t('check-in:declaration.hint')}</p>
            <Stack $gap={3}>
              <TextField
                label={t('check-in:declaration.fullName')}
                required
                placeholder={t('validation.pleaseEnter', {
                  value: t('check-in:declaration.fullNameName'),
                })}
                value={guest.declaration.fullName}
                onChange={(event) => updateDeclaration({ fullName: event.target.value })}
                error={message('fullName', t('check-in:declaration.fullNameName'))}
              />
              <RadioGroup
                legend={t('check-in:declaration.gender')}
                name={`gender-${guest.key}`}
                direction="row"
                required
                value={guest.declaration.gender}
                options={GENDERS.map((gender) => ({
                  value: gender,
                  label: t(`check-in:declaration.${gender}`),
                }))}
                onChange={(value) =>
                  updateDeclaration({ gender: GENDERS.find((gender) => gender === value) ?? '' })
                }
                error={message('gender', t('check-in:declaration.genderName'))}
              />
              <DateField
                label={t('check-in:declaration.dateOfBirth')}
                required
                autoComplete={guest.isPrimary ? 'bday' : 'off'}
                value={guest.declaration.dateOfBirth}
                onChange={(event) => updateDeclaration({ dateOfBirth: event.target.value })}
                error={message('dateOfBirth', t('check-in:declaration.dateOfBirthName'))}
              />
              <TextField
                label={t('check-in:declaration.passportNumber')}
                required
                autoCapitalize="characters"
                placeholder={t('validation.pleaseEnter', {
                  value: t('check-in:declaration.passportNumberName'),
                })}
                value={guest.declaration.passportNumber}
                onChange={(event) => updateDeclaration({ passportNumber: event.target.value })}
                error={message('passportNumber', t('check-in:declaration.passportNumberName'))}
              />
              <DateField
                label={t('check-in:declaration.stayFrom')}
                required
                value={guest.declaration.stayFrom}
                onChange={(event) => updateDeclaration({ stayFrom: event.target.value })}
                error={message('stayFrom', t('check-in:declaration.stayFromName'))}
              />
              <DateField
                label={t('check-in:declaration.stayTo')}
                required
                min={guest.declaration.stayFrom || undefined}
                value={guest.declaration.stayTo}
                onChange={(event) => updateDeclaration({ stayTo: event.target.value })}
                error={message('stayTo', t('check-in:declaration.stayToName'))}
              />
            </Stack>
          </fieldset>
        )}
        <IdentityDocuments
          isChild={guest.isChild}
          kept={props.keptDocuments.filter((document) =>
            guest.keptDocumentIds.includes(document.id),
          )}
          picked={props.picked}
          upload={props.upload}
          maxFileMegabytes={props.maxFileMegabytes}
          error={props.documentError ?? message('documents', t('check-in:documents.documentName'))}
          onAdd={props.onAddDocuments}
          onRemovePicked={props.onRemovePicked}
          onRemoveKept={(documentId) =>
            update({ keptDocumentIds: guest.keptDocumentIds.filter((id) => id !== documentId) })
          }
          onRetry={props.onRetry}
        />
        {props.onRemove && (
          <Button
            variant="ghost"
            onClick={props.onRemove}
            disabled={props.upload.status === 'uploading'}
          >
            {t('check-in:guests.remove', { name: name || t('check-in:guests.newGuest') })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
