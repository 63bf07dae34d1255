import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { ImageRef } from '@portal/api-client/contract/common';
import { PICTURE_LIMITS } from '@portal/api-client/rules/hotel-content';
import type { UploadedPicture } from '@portal/api-client/staff-contract/pictures';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { tenant } from '../config/tenant.ts';
import englishTexts from '../locales/en.json';
import vietnameseTexts from '../locales/vi.json';
import { staffApi } from '../testing/fake-staff-api.ts';
import { PictureField } from './picture-field.tsx';

vi.mock('../lib/staff-api.ts', () => import('../testing/fake-staff-api.ts'));

const PHO: ImageRef = { url: '/api/media/pho-bo.svg', width: 640, height: 400 };
const UPLOADED: UploadedPicture = {
  picture: 'up-0123456789abcdef0123456789abcdef',
  image: { url: '/api/media/up-0123456789abcdef0123456789abcdef.webp', width: 640, height: 400 },
};

async function renderField(
  { image = PHO, error }: { image?: ImageRef | null; error?: string } = {},
  language: 'en' | 'vi' = 'en',
) {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: {
        en: { translation: englishTexts },
        vi: { translation: vietnameseTexts },
      },
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(language);
  const onUploaded = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PortalThemeProvider tokens={tenant}>
        <PictureField label="Dish picture" image={image} onUploaded={onUploaded} error={error} />
      </PortalThemeProvider>
    </QueryClientProvider>,
  );
  return { onUploaded };
}

const jpeg = (name = 'dish.jpg') => new File(['picture'], name, { type: 'image/jpeg' });
const shownPicture = () =>
  screen.getByAltText<HTMLImageElement>('Dish picture').getAttribute('src');

beforeEach(() => {
  vi.resetAllMocks();
});

describe('the picture field', () => {
  it('offers a labelled picker of the accepted kinds beside the current picture', async () => {
    await renderField();
    const input = screen.getByLabelText<HTMLInputElement>('Dish picture');
    expect(input.type).toBe('file');
    expect(input.accept).toBe(PICTURE_LIMITS.accept);
    expect(shownPicture()).toBe(PHO.url);
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('uploads the chosen file at once, says so meanwhile, then shows the new picture', async () => {
    let answer: (picture: UploadedPicture) => void = () => undefined;
    staffApi.uploadPicture.mockReturnValue(
      new Promise<UploadedPicture>((resolve) => {
        answer = resolve;
      }),
    );
    const { onUploaded } = await renderField({ image: null });
    expect(screen.getByText('No picture yet')).toBeTruthy();
    const file = jpeg();
    await userEvent.upload(screen.getByLabelText('Dish picture'), file);

    expect(staffApi.uploadPicture).toHaveBeenCalledWith({ fields: {}, files: { picture: file } });
    expect((await screen.findByRole('status')).textContent).toBe('Uploading the picture…');
    expect(screen.getByLabelText('Dish picture').getAttribute('aria-disabled')).toBe('true');

    answer(UPLOADED);
    expect(await screen.findByAltText('Dish picture')).toBeTruthy();
    expect(shownPicture()).toBe(UPLOADED.image.url);
    expect(screen.getByRole('status').textContent).toBe('Picture uploaded');
    expect(onUploaded).toHaveBeenCalledWith(UPLOADED);
  });

  it("shows the API's refusal in the reader's language, tied to the picker, and keeps the picture", async () => {
    staffApi.uploadPicture.mockRejectedValue(
      new ApiRequestError(
        400,
        'PICTURE_TOO_SMALL',
        'The picture must be at least 640 × 400 pixels',
      ),
    );
    const { onUploaded } = await renderField({}, 'vi');
    const input = screen.getByLabelText('Dish picture');
    await userEvent.upload(input, jpeg('tiny.jpg'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ảnh phải có kích thước ít nhất 640 × 400 điểm ảnh.');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(shownPicture()).toBe(PHO.url);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit without sending it', async () => {
    await renderField();
    const big = jpeg('huge.jpg');
    Object.defineProperty(big, 'size', { value: PICTURE_LIMITS.maxFileBytes + 1 });
    await userEvent.upload(screen.getByLabelText('Dish picture'), big);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The picture is larger than 8 MB. Choose a smaller file.',
    );
    expect(staffApi.uploadPicture).not.toHaveBeenCalled();
    expect(shownPicture()).toBe(PHO.url);
  });

  it("shows the form's own problem with the picture", async () => {
    await renderField({ error: 'The picture was not found. Upload it again.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The picture was not found. Upload it again.');
    expect(screen.getByLabelText('Dish picture').getAttribute('aria-describedby')).toContain(
      alert.id,
    );
  });
});
