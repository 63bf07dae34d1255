import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityDocument } from '@portal/api-client/contract/check-in';
import { Button } from '@portal/ui/button';
import { FileUpload, type UploadItem } from '@portal/ui/file-upload';
import { Icon } from '@portal/ui/icon';
import type { PickedDocument } from '../check-in-draft.ts';

export interface UploadState {
  status: 'idle' | 'uploading' | 'failed';
  /** 0-100 while uploading. */
  progress: number;
  error?: string;
}

export interface IdentityDocumentsProps {
  isChild: boolean;
  /** Documents the hotel already has for this guest, still kept. */
  kept: IdentityDocument[];
  picked: PickedDocument[];
  upload: UploadState;
  maxFileMegabytes: number;
  error?: string;
  onAdd: (files: File[]) => void;
  onRemovePicked: (id: string) => void;
  onRemoveKept: (documentId: number) => void;
  onRetry: () => void;
}

const PER_GUEST = 3;

/** A guest's identity documents: from the camera or from files, with preview, progress and retry. */
export function IdentityDocuments(props: IdentityDocumentsProps) {
  const { t } = useTranslation('check-in');
  const camera = useRef<HTMLInputElement>(null);
  const { upload } = props;
  const items: UploadItem[] = [
    ...props.kept.map<UploadItem>((document) => ({
      id: `kept-${document.id}`,
      name: document.fileName,
      kind: document.contentType === 'application/pdf' ? 'pdf' : 'image',
      status: 'uploaded',
    })),
    ...props.picked.map<UploadItem>((document) => ({
      id: document.id,
      name: document.file.name,
      kind: document.kind,
      previewUrl: document.previewUrl,
      status: upload.status === 'idle' ? 'uploaded' : upload.status,
      progress: upload.progress,
      error: upload.error,
    })),
  ];
  const full = items.length >= PER_GUEST;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <FileUpload
        legend={props.isChild ? t('documents.legendChild') : t('documents.legend')}
        hint={t('documents.hint', { max: props.maxFileMegabytes })}
        texts={{
          choose: t('documents.choose'),
          remove: t('documents.remove'),
          retry: t('documents.retry'),
          uploading: t('documents.uploading'),
          uploaded: t('documents.uploaded'),
          empty: t('documents.empty'),
        }}
        items={items}
        accept="image/*,application/pdf"
        multiple
        maxItems={PER_GUEST}
        disabled={upload.status === 'uploading'}
        error={props.error}
        onSelectFiles={props.onAdd}
        onRemove={(item) => {
          if (item.id.startsWith('kept-'))
            props.onRemoveKept(Number(item.id.slice('kept-'.length)));
          else props.onRemovePicked(item.id);
        }}
        onRetry={props.onRetry}
      />
      {!full && (
        <>
          {/* The phone's camera, straight to the back lens. */}
          <input
            ref={camera}
            type="file"
            accept="image/*,application/pdf"
            capture="environment"
            hidden
            data-testid="camera-input"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length > 0) props.onAdd(files);
            }}
          />
          <Button
            variant="secondary"
            disabled={upload.status === 'uploading'}
            onClick={() => camera.current?.click()}
          >
            <Icon name="upload" size={20} />
            {t('documents.camera')}
          </Button>
        </>
      )}
    </div>
  );
}
