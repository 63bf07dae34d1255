import { Controller, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, type IdentityDocument } from '@portal/api-client/contract/check-in';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Checkbox } from '@portal/ui/checkbox';
import { DateField } from '@portal/ui/date-field';
import { FieldGroup } from '@portal/ui/field-group';
import { RadioGroup } from '@portal/ui/radio-group';
import { SelectField } from '@portal/ui/select-field';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { SectionTitle } from '../../../components/section-title.tsx';
import { fieldProblem } from '../../../lib/field-problem.ts';
import { usePageLanguage } from '../../../hooks/use-page-language.ts';
import { isForeign, type CheckInDraft, type PickedDocument } from '../check-in-draft.ts';
import { countryOptions } from '../countries.ts';
import { IdentityDocuments, type UploadState } from './identity-documents.tsx';

export interface GuestFieldsProps {
  /** The guest's place in the form's `guests`. */
  index: number;
  keptDocuments: IdentityDocument[];
  picked: PickedDocument[];
  upload: UploadState;
  maxFileMegabytes: number;
  documentError?: string;
  onRemove?: () => void;
  onAddDocuments: (files: File[]) => void;
  onRemovePicked: (id: string) => void;
  onRetry: () => void;
}

type DeclarationText = 'fullName' | 'passportNumber' | 'dateOfBirth' | 'stayFrom' | 'stayTo';

/** One guest of the pre check-in: name, nationality, the declaration if foreign, identity documents. */
export function GuestFields(props: GuestFieldsProps) {
  const { t } = useTranslation('check-in');
  const language = usePageLanguage();
  const { control, register, getValues, setValue, formState } = useFormContext<CheckInDraft>();
  const at = `guests.${props.index}` as const;
  const guest = useWatch({ control, name: at });
  const problems = formState.errors.guests?.[props.index];
  const name = `${guest.firstName} ${guest.lastName}`.trim();
  const heading = name || t('guests.sharer', { number: props.index + 1 });
  const headingId = `guest-${guest.key}-title`;

  /** 'Missing {value}' for an empty or missing value, else the field's own text when it has one. */
  const message = (
    error: FieldError | undefined,
    value: unknown,
    fieldName: string,
    invalid?: string,
  ) => {
    const problem = fieldProblem(error, value);
    if (!problem) return undefined;
    return problem === 'missing' || !invalid
      ? t('validation.missing', { value: fieldName })
      : invalid;
  };
  const declarationText = (field: DeclarationText, invalid?: string) =>
    message(
      problems?.declaration?.[field],
      guest.declaration[field],
      t(`declaration.${field}Name`),
      invalid,
    );

  const text = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      label={t(`guests.${field}`)}
      autoComplete={autoComplete}
      required
      placeholder={t('validation.pleaseEnter', { value: t(`guests.${field}Name`) })}
      {...register(`${at}.${field}`)}
      error={message(problems?.[field], guest[field], t(`guests.${field}Name`))}
    />
  );

  return (
    <Card aria-labelledby={headingId}>
      <Stack $gap={3}>
        <div>
          <SectionTitle id={headingId} style={{ margin: 0 }}>
            {heading}
          </SectionTitle>
          {guest.isPrimary && <p style={{ margin: 0 }}>{t('guests.primary')}</p>}
        </div>
        {text('firstName', guest.isPrimary ? 'given-name' : 'off')}
        {text('lastName', guest.isPrimary ? 'family-name' : 'off')}
        {guest.isPrimary ? (
          problems?.isChild && <Alert tone="error">{t('errors.PRIMARY_GUEST_NOT_CHILD')}</Alert>
        ) : (
          <Checkbox label={t('guests.child')} {...register(`${at}.isChild`)} />
        )}
        <SelectField
          label={t('guests.nationality')}
          required
          placeholder={t('guests.choose')}
          options={countryOptions(language)}
          optionsWhenIdle={{ chosen: guest.nationality }}
          {...register(`${at}.nationality`, {
            // The declaration starts from the name the guest already typed.
            onChange: () => {
              if (!getValues(`${at}.declaration.fullName`))
                setValue(`${at}.declaration.fullName`, name);
            },
          })}
          error={message(problems?.nationality, guest.nationality, t('guests.nationalityName'))}
        />
        {isForeign(guest) && (
          <FieldGroup legend={t('declaration.title')} hint={t('declaration.hint')}>
            <Stack $gap={3}>
              <TextField
                label={t('declaration.fullName')}
                required
                placeholder={t('validation.pleaseEnter', {
                  value: t('declaration.fullNameName'),
                })}
                {...register(`${at}.declaration.fullName`)}
                error={declarationText('fullName')}
              />
              <Controller
                control={control}
                name={`${at}.declaration.gender`}
                render={({ field }) => (
                  <RadioGroup
                    ref={field.ref}
                    legend={t('declaration.gender')}
                    name={`gender-${guest.key}`}
                    direction="row"
                    required
                    value={field.value}
                    options={GENDERS.map((gender) => ({
                      value: gender,
                      label: t(`declaration.${gender}`),
                    }))}
                    onChange={(value) =>
                      field.onChange(GENDERS.find((gender) => gender === value) ?? '')
                    }
                    error={message(
                      problems?.declaration?.gender,
                      field.value,
                      t('declaration.genderName'),
                    )}
                  />
                )}
              />
              <DateField
                label={t('declaration.dateOfBirth')}
                required
                autoComplete={guest.isPrimary ? 'bday' : 'off'}
                {...register(`${at}.declaration.dateOfBirth`)}
                error={declarationText('dateOfBirth', t('declaration.birthInFuture'))}
              />
              <TextField
                label={t('declaration.passportNumber')}
                required
                autoCapitalize="characters"
                placeholder={t('validation.pleaseEnter', {
                  value: t('declaration.passportNumberName'),
                })}
                {...register(`${at}.declaration.passportNumber`)}
                error={declarationText('passportNumber', t('declaration.passportInvalid'))}
              />
              <DateField
                label={t('declaration.stayFrom')}
                required
                {...register(`${at}.declaration.stayFrom`, { deps: [`${at}.declaration.stayTo`] })}
                error={declarationText('stayFrom')}
              />
              <DateField
                label={t('declaration.stayTo')}
                required
                min={guest.declaration.stayFrom || undefined}
                {...register(`${at}.declaration.stayTo`)}
                error={declarationText('stayTo', t('declaration.endsBeforeStart'))}
              />
            </Stack>
          </FieldGroup>
        )}
        <IdentityDocuments
          isChild={guest.isChild}
          kept={props.keptDocuments.filter((document) =>
            guest.keptDocumentIds.includes(document.id),
          )}
          picked={props.picked}
          upload={props.upload}
          maxFileMegabytes={props.maxFileMegabytes}
          error={
            props.documentError ??
            (problems?.keptDocumentIds
              ? t('validation.missing', { value: t('documents.documentName') })
              : undefined)
          }
          onAdd={props.onAddDocuments}
          onRemovePicked={props.onRemovePicked}
          onRemoveKept={(documentId) =>
            setValue(
              `${at}.keptDocumentIds`,
              guest.keptDocumentIds.filter((id) => id !== documentId),
              { shouldDirty: true },
            )
          }
          onRetry={props.onRetry}
        />
        {props.onRemove && (
          <Button
            variant="ghost"
            onClick={props.onRemove}
            disabled={props.upload.status === 'uploading'}
          >
            {t('guests.remove', { name: name || t('guests.newGuest') })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
