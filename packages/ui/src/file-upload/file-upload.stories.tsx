import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { placeholderImage } from '../storybook/placeholder-image.ts';
import { argsAsShown, inStoryLanguage } from '../storybook/story-language.tsx';
import { FileUpload, type FileUploadProps, type UploadItem } from './file-upload.tsx';

const PASSPORT: UploadItem = {
  id: 'passport',
  name: 'passport-nguyen-van-an.jpg',
  kind: 'image',
  previewUrl: placeholderImage('ID', 210, 112, 112),
  status: 'uploaded',
};
const VISA: UploadItem = {
  id: 'visa',
  name: 'visa.pdf',
  kind: 'pdf',
  status: 'uploading',
  progress: 45,
};
const FAILED: UploadItem = {
  id: 'id-card',
  name: 'id-card-back.heic',
  kind: 'other',
  status: 'failed',
  error: 'This file type is not accepted',
};

const TEXTS_EN = {
  choose: 'Choose a photo or PDF',
  remove: 'Remove',
  retry: 'Retry',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  empty: 'No file chosen yet',
};
const CONNECTION_LOST = {
  en: 'Upload failed. Check your connection.',
  vi: 'Tải lên thất bại. Vui lòng kiểm tra kết nối.',
};

const TEXTS_VI = {
  choose: 'Chọn ảnh hoặc PDF',
  remove: 'Xóa',
  retry: 'Thử lại',
  uploading: 'Đang tải lên',
  uploaded: 'Đã tải lên',
  empty: 'Chưa chọn tệp nào',
};

/**
 * Stands in for the portal's upload: progress in steps, and a file whose name holds "offline"
 * fails the first time (as on a dropped connection) and goes through on retry.
 */
function SimulatedUpload(props: FileUploadProps & { connectionLost: string }) {
  const { connectionLost, ...field } = props;
  const [items, setItems] = useState(field.items);
  const timers = useRef<number[]>([]);
  const attempts = useRef(new Map<string, number>());
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const update = (id: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const upload = (item: UploadItem) => {
    const attempt = (attempts.current.get(item.id) ?? 0) + 1;
    attempts.current.set(item.id, attempt);
    update(item.id, { status: 'uploading', progress: 10, error: undefined });
    timers.current.push(window.setTimeout(() => update(item.id, { progress: 60 }), 80));
    timers.current.push(
      window.setTimeout(() => {
        const fails = item.name.includes('offline') && attempt === 1;
        update(
          item.id,
          fails
            ? { status: 'failed', error: connectionLost }
            : { status: 'uploaded', progress: 100 },
        );
      }, 160),
    );
  };

  return (
    <FileUpload
      {...field}
      items={items}
      onSelectFiles={(files) => {
        field.onSelectFiles(files);
        const added = files.map<UploadItem>((file, index) => ({
          id: `${file.name}-${index}-${items.length}`,
          name: file.name,
          kind: file.type.startsWith('image/')
            ? 'image'
            : file.type === 'application/pdf'
              ? 'pdf'
              : 'other',
          previewUrl: file.type.startsWith('image/')
            ? placeholderImage('ID', 210, 112, 112)
            : undefined,
          status: 'uploading',
          progress: 0,
        }));
        setItems((current) => [...current, ...added]);
        added.forEach(upload);
      }}
      onRetry={(item) => {
        field.onRetry(item);
        upload(item);
      }}
      onRemove={(item) => {
        field.onRemove(item);
        setItems((current) => current.filter((candidate) => candidate.id !== item.id));
      }}
    />
  );
}

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  render: (args, context) => (
    <SimulatedUpload {...args} connectionLost={inStoryLanguage(context, CONNECTION_LOST)} />
  ),
  args: {
    legend: 'Identity document',
    hint: 'A photo or PDF of the passport or ID card, up to 10 MB',
    accept: 'image/*,application/pdf',
    multiple: true,
    texts: TEXTS_EN,
    items: [],
    onSelectFiles: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
  parameters: {
    vi: {
      legend: 'Giấy tờ tùy thân',
      hint: 'Ảnh hoặc PDF hộ chiếu hay CCCD, tối đa 10 MB',
      texts: TEXTS_VI,
    },
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ImagePreview: Story = { args: { items: [PASSPORT] } };
export const PdfUploading: Story = { args: { items: [VISA] } };
export const Failed: Story = { args: { items: [FAILED] } };
export const Mixed: Story = { args: { items: [PASSPORT, VISA, FAILED] } };
export const FieldError: Story = {
  args: { error: 'An identity document is required for each adult' },
  parameters: { vi: { error: 'Mỗi người lớn cần một giấy tờ tùy thân' } },
};
export const Disabled: Story = { args: { disabled: true } };
export const Full: Story = { args: { items: [PASSPORT], maxItems: 1, multiple: false } };

export const UploadThenRemove: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { texts } = argsAsShown(context);
    const picker = canvas.getByLabelText(texts.choose);
    await userEvent.upload(picker, [
      new File(['%PDF-1.7'], 'visa.pdf', { type: 'application/pdf' }),
      new File(['jpeg'], 'passport.jpg', { type: 'image/jpeg' }),
    ]);
    await expect(args.onSelectFiles).toHaveBeenCalledOnce();
    await expect(canvas.getByText('visa.pdf')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByText(texts.uploaded)).toHaveLength(2));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `${texts.remove} visa.pdf` }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ name: 'visa.pdf' }));
    await expect(canvas.queryByText('visa.pdf')).not.toBeInTheDocument();
    await expect(canvas.getByText('passport.jpg')).toBeInTheDocument();
  },
};

export const FailThenRetry: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { texts } = argsAsShown(context);
    await userEvent.upload(
      canvas.getByLabelText(texts.choose),
      new File(['jpeg'], 'passport-offline.jpg', { type: 'image/jpeg' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      inStoryLanguage(context, CONNECTION_LOST),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: `${texts.retry} passport-offline.jpg` }),
    );
    await expect(args.onRetry).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'passport-offline.jpg' }),
    );
    await expect(await canvas.findByText(texts.uploaded)).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
