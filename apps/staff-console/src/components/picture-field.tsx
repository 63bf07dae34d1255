import { useId, useState, type ChangeEvent, type JSX } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { ImageRef } from '@portal/api-client/contract/common';
import { PICTURE_LIMITS } from '@portal/api-client/rules/hotel-content';
import type { UploadedPicture } from '@portal/api-client/staff-contract/pictures';
import { errorMessage } from '@portal/web-platform/error-message';
import { staffApi } from '../lib/staff-api.ts';

const MEGABYTES = Math.round(PICTURE_LIMITS.maxFileBytes / (1024 * 1024));

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The portal shows every picture at 16:10; the staff member sees the same frame. */
const Frame = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  max-width: 320px;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.skeleton};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Picker = styled.label<{ $busy: boolean }>`
  position: relative;
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 2px dashed ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  opacity: ${({ $busy }) => ($busy ? 0.7 : 1)};
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;

// Always there (empty when idle): a live region added with its text is often not announced.
const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Refusal = { tooLarge: true } | { tooLarge: false; error: unknown };

export interface PictureFieldProps {
  label: string;
  /** The picture the entry has now (null: none yet). */
  image: ImageRef | null;
  /** A picture the API took: its name goes into the entry's `picture` when the form is sent. */
  onUploaded(uploaded: UploadedPicture): void;
  /** The form's own problem with the picture (e.g. the API no longer finds it). */
  error?: string;
  /** Said up front while there is none: the entry cannot be saved without one. */
  required?: boolean;
}

/**
 * A picture of a menu item, program, tip or offer: the current one in the portal's 16:10 frame and
 * a file picker that uploads the chosen file at once. A refused upload says why in the reader's
 * language and keeps the picture there was.
 */
export function PictureField({
  label,
  image,
  onUploaded,
  error,
  required = false,
}: PictureFieldProps): JSX.Element {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The last upload, shown until the entry's own picture changes (the parent passing it back or
  // another entry's).
  const [uploaded, setUploaded] = useState<{ over: string | null; image: ImageRef } | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => staffApi.uploadPicture({ fields: {}, files: { picture: file } }),
  });
  const uploading = upload.isPending;
  const shown = uploaded && uploaded.over === (image?.url ?? null) ? uploaded.image : image;

  const refusalText = (): string | undefined => {
    if (!refusal) return error;
    const tooLarge =
      refusal.tooLarge ||
      (refusal.error instanceof ApiRequestError && refusal.error.code === 'PAYLOAD_TOO_LARGE');
    return tooLarge
      ? t('picture.tooLarge', { megabytes: MEGABYTES })
      : errorMessage(t, refusal.error);
  };
  const problem = refusalText();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so the same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file || uploading) return;
    if (file.size > PICTURE_LIMITS.maxFileBytes) {
      setRefusal({ tooLarge: true });
      return;
    }
    setRefusal(null);
    upload.mutate(file, {
      onSuccess: (picture) => {
        setUploaded({ over: image?.url ?? null, image: picture.image });
        onUploaded(picture);
      },
      onError: (failure) => setRefusal({ tooLarge: false, error: failure }),
    });
  };

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Frame>
        {shown ? (
          <img src={shown.url} alt={label} width={shown.width} height={shown.height} />
        ) : (
          <span>{t('picture.none')}</span>
        )}
      </Frame>
      <Picker $busy={uploading}>
        <input
          id={id}
          type="file"
          accept={PICTURE_LIMITS.accept}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          required={required && !shown}
          aria-invalid={problem ? true : undefined}
          aria-disabled={uploading || undefined}
          onClick={(event) => {
            // Not `disabled`: that would drop the keyboard focus while the upload runs.
            if (uploading) event.preventDefault();
          }}
          onChange={choose}
        />
        {uploading ? t('picture.uploading') : t(shown ? 'picture.replace' : 'picture.choose')}
      </Picker>
      <Hint id={hintId}>
        {required && !shown && `${t('picture.required')} `}
        {t('picture.hint', {
          width: PICTURE_LIMITS.minWidth,
          height: PICTURE_LIMITS.minHeight,
          megabytes: MEGABYTES,
        })}
      </Hint>
      <Status role="status">
        {uploading
          ? t('picture.uploading')
          : upload.isSuccess && !refusal
            ? t('picture.uploaded')
            : ''}
      </Status>
      {problem && (
        <ErrorText id={errorId} role="alert">
          {problem}
        </ErrorText>
      )}
    </Field>
  );
}

interface FormPictureProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** The entry's picture when the form opened; the field shows an upload itself. */
  image: ImageRef | null;
  error?: string;
}

/**
 * The picture of a content form: the uploaded picture's name is the form's `name` field. Every
 * entry of the hotel's content needs one (the contract's `PictureName`), so an entry without one
 * says so before Save.
 */
export function FormPicture<T extends FieldValues, O>({
  control,
  name,
  label,
  image,
  error,
}: FormPictureProps<T, O>): JSX.Element {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PictureField
          label={label}
          image={image}
          onUploaded={(uploaded) => field.onChange(uploaded.picture)}
          error={error}
          required
        />
      )}
    />
  );
}
