import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_TEXT_MAX_LENGTH } from '@portal/api-client/rules/conversation';
import { Button } from '@portal/ui/button';
import { FileUpload, type UploadItem } from '@portal/ui/file-upload';
import { StackForm } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { useSessionDraft } from '../../../hooks/use-session-draft.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { prepareDocument } from '../../../lib/prepare-document.ts';
import {
  charactersLeft,
  composerProblem,
  COUNT_SHOWN_WITHIN,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  photoProblem,
} from '../conversation-rules.ts';

const MEGABYTE = 1024 * 1024;

export interface ComposedMessage {
  text: string;
  photo?: File;
}

/** What became of a message: sent, kept to be sent later, or refused (then it stays here). */
export type SendResult = { state: 'sent' | 'waiting' } | { state: 'refused'; error: unknown };

export interface MessageComposerProps {
  onSend: (message: ComposedMessage) => Promise<SendResult>;
}

interface PickedPhoto {
  file: File;
  previewUrl: string;
}

/**
 * The guest's next message: text up to the hotel's limit (the count shows near it) and an optional
 * photo, redrawn and checked like the pre check-in's. What is typed is kept in this tab's drafts
 * (a reload keeps it) and stays on a refusal, with the reason in the guest's language.
 */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const { t } = useTranslation('conversation');
  const { draft: text, setDraft: setText, forget } = useSessionDraft('conversation', () => '');
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const left = charactersLeft(text);
  const maxMegabytes = Math.floor(PHOTO_MAX_BYTES / MEGABYTE);

  useEffect(() => {
    if (!photo) return undefined;
    return () => URL.revokeObjectURL(photo.previewUrl);
  }, [photo]);

  async function pickPhoto([original]: File[]) {
    if (!original) return;
    const prepared = await prepareDocument(original);
    const problem = photoProblem(original, prepared);
    if (problem) {
      setPhotoError(t(`composer.${problem}`, { name: original.name, max: maxMegabytes }));
      return;
    }
    setPhotoError(null);
    setError(null);
    setPhoto({ file: prepared, previewUrl: URL.createObjectURL(prepared) });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const problem = composerProblem(text, photo !== null);
    if (problem) {
      setError(t(`composer.${problem}`, { max: CONVERSATION_TEXT_MAX_LENGTH }));
      area.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      const result = await onSend({ text: text.trim(), ...(photo ? { photo: photo.file } : {}) });
      if (result.state === 'refused') {
        setError(errorMessage(t, result.error));
        area.current?.focus();
        return;
      }
      forget();
      setText('');
      setPhoto(null);
    } finally {
      setSending(false);
    }
  }

  const items: UploadItem[] = photo
    ? [
        {
          id: 'photo',
          name: photo.file.name,
          kind: 'image',
          previewUrl: photo.previewUrl,
          status: 'uploaded',
        },
      ]
    : [];

  return (
    <StackForm $gap={3} onSubmit={(event) => void send(event)} noValidate>
      <TextArea
        ref={area}
        label={t('composer.label')}
        name="message"
        rows={3}
        value={text}
        maxLength={CONVERSATION_TEXT_MAX_LENGTH}
        hint={
          left <= COUNT_SHOWN_WITHIN ? t('composer.charactersLeft', { count: left }) : undefined
        }
        error={error ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <FileUpload
        legend={t('composer.photoLegend')}
        texts={{
          choose: t('composer.choosePhoto'),
          remove: t('composer.removePhoto'),
          retry: t('composer.retryPhoto'),
          uploading: t('composer.preparingPhoto'),
          uploaded: t('composer.photoReady'),
        }}
        items={items}
        accept={PHOTO_TYPES.join(',')}
        maxItems={1}
        disabled={sending}
        error={photoError ?? undefined}
        onSelectFiles={(files) => void pickPhoto(files)}
        onRemove={() => setPhoto(null)}
        onRetry={() => undefined}
      />
      <Button type="submit" fullWidth loading={sending}>
        {t('composer.send')}
      </Button>
    </StackForm>
  );
}
