import type { ChangeEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon/icon.tsx';
import { FieldGroup } from '../field-group/field-group.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { Hint, visuallyHidden } from '../internal/field-parts.ts';
import { ProgressBar } from '../progress-bar/progress-bar.tsx';
import { color, font, radius, space, touchTarget } from '../theme/tokens.ts';

export type UploadStatus = 'uploading' | 'uploaded' | 'failed';

export interface UploadItem {
  id: string;
  /** The file name as the guest knows it. */
  name: string;
  /** `image` shows `previewUrl` as a thumbnail; `pdf` shows a PDF icon. */
  kind: 'image' | 'pdf' | 'other';
  /** An object URL or data URL for image thumbnails. */
  previewUrl?: string;
  status: UploadStatus;
  /** 0-100 while uploading. */
  progress?: number;
  /** Why it failed, e.g. "The file is larger than 10 MB". */
  error?: string;
}

export interface FileUploadTexts {
  /** The picker button, e.g. "Choose a photo or PDF". */
  choose: string;
  /** Prefixed to the file name for the remove button, e.g. "Remove" -> "Remove passport.jpg". */
  remove: string;
  retry: string;
  /** Prefixed to the file name for the progress bar, e.g. "Uploading". */
  uploading: string;
  /** Status text of a finished file, e.g. "Uploaded". */
  uploaded: string;
  /** Shown when there is no file yet, e.g. "No file chosen". */
  empty?: string;
}

export interface FileUploadProps {
  legend: ReactNode;
  texts: FileUploadTexts;
  items: UploadItem[];
  /** The guest picked files: the app validates, uploads and passes progress back through `items`. */
  onSelectFiles: (files: File[]) => void;
  onRemove: (item: UploadItem) => void;
  onRetry: (item: UploadItem) => void;
  /** E.g. "image/*,application/pdf". */
  accept?: string;
  multiple?: boolean;
  /** Hides the picker once this many files are there. */
  maxItems?: number;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
}

const Picker = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: ${touchTarget};
  padding: ${space(2)} ${space(5)};
  border: 2px dashed ${color.primary};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.primary};
  font-weight: ${font.weight.bold};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  input {
    ${visuallyHidden}
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  &:hover {
    background: ${({ $disabled }) => ($disabled ? color.surface : color.primarySoft)};
    color: ${({ $disabled }) => ($disabled ? color.primary : color.text)};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $failed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)};
  border: 1px solid ${({ $failed }) => ($failed ? color.danger : color.border)};
  border-radius: ${radius.sm};
  background: ${color.surface};
`;

const Thumb = styled.div`
  display: grid;
  place-items: center;
  flex: none;
  width: 56px;
  height: 56px;
  overflow: hidden;
  border-radius: ${radius.sm};
  background: ${color.primarySoft};
  color: ${color.primary};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  flex: 1;
  min-width: 0;
`;

const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
`;

const Status = styled.span<{ $failed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  font-size: ${font.size.xs};
  color: ${({ $failed }) => ($failed ? color.danger : color.success)};
`;

/**
 * Identity documents and other files: a picker, then one row per file with a thumbnail (image)
 * or a PDF icon, upload progress, the error with a retry, and a remove button.
 */
export function FileUpload({
  legend,
  texts,
  items,
  onSelectFiles,
  onRemove,
  onRetry,
  accept,
  multiple = false,
  maxItems,
  hint,
  error,
  disabled = false,
}: FileUploadProps) {
  const full = maxItems !== undefined && items.length >= maxItems;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Reset so choosing the same file again (after removing it) fires change again.
    event.target.value = '';
    if (files.length > 0) onSelectFiles(files);
  };
  return (
    <FieldGroup legend={legend} hint={hint} error={error}>
      {items.length > 0 ? (
        <Items>
          {items.map((item) => {
            const failed = item.status === 'failed';
            return (
              <Item key={item.id} $failed={failed}>
                <Thumb>
                  {item.kind === 'image' && item.previewUrl ? (
                    <img src={item.previewUrl} alt="" width={56} height={56} />
                  ) : (
                    <Icon name={item.kind === 'pdf' ? 'file-pdf' : 'file'} size={32} />
                  )}
                </Thumb>
                <Details>
                  <FileName title={item.name}>{item.name}</FileName>
                  {item.status === 'uploading' && (
                    <ProgressBar
                      value={item.progress ?? 0}
                      label={`${texts.uploading} ${item.name}`}
                    />
                  )}
                  {item.status === 'uploaded' && (
                    <Status $failed={false}>
                      <Icon name="check" size={14} />
                      {texts.uploaded}
                    </Status>
                  )}
                  {failed && (
                    <Status $failed role="alert">
                      <Icon name="alert" size={14} />
                      {item.error}
                    </Status>
                  )}
                </Details>
                {failed && (
                  <IconButton
                    label={`${texts.retry} ${item.name}`}
                    tone="muted"
                    onClick={() => onRetry(item)}
                  >
                    <Icon name="retry" size={20} />
                  </IconButton>
                )}
                <IconButton
                  label={`${texts.remove} ${item.name}`}
                  tone="muted"
                  onClick={() => onRemove(item)}
                >
                  <Icon name="close" size={20} />
                </IconButton>
              </Item>
            );
          })}
        </Items>
      ) : (
        texts.empty && <Hint>{texts.empty}</Hint>
      )}
      {!full && (
        <Picker $disabled={disabled}>
          <input
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            onChange={onChange}
          />
          <Icon name="upload" size={20} />
          {texts.choose}
        </Picker>
      )}
    </FieldGroup>
  );
}
