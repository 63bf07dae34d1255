import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { typeInto } from '../../testing/type-into.ts';
import {
  descriptionOf,
  MARKET,
  NOODLES,
  pictureFile,
  UPLOADED,
} from './testing/concierge-fixtures.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('@portal/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { toast } = await import('@portal/ui/toast');

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('concierge', 'Hoa Do'));
  staffApi.listStaffLocalTips.mockResolvedValue({ localTips: [NOODLES, MARKET] });
});

const tip = (name: string) => screen.findByRole('article', { name });

describe('local tips (concierge)', () => {
  it('lists the tips in order with picture, title, category and likes', async () => {
    await renderConsole('/local-tips');
    const pho = await tip('Pho Hoa');
    expect(screen.getAllByRole('article').map((entry) => entry.getAttribute('aria-label'))).toEqual(
      ['Pho Hoa', 'Ben Thanh market'],
    );
    expect(within(pho).getByText('Street food')).toBeTruthy();
    expect(within(pho).getByText('14 likes')).toBeTruthy();
    expect(pho.querySelector('img')?.getAttribute('src')).toBe('/api/media/pho.svg');
    expect(within(await tip('Ben Thanh market')).getByText('1 like')).toBeTruthy();
    // The list has no section heading: each tip's title comes right under the screen's h1.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Pho Hoa', 'Ben Thanh market']);
  });

  it('adds a tip in both languages with its address and picture', async () => {
    staffApi.uploadPicture.mockResolvedValue(UPLOADED);
    staffApi.addLocalTip.mockResolvedValue({
      ...NOODLES,
      id: 7,
      title: { en: 'Cafe Apartments', vi: 'Chung cư cà phê' },
    });
    await renderConsole('/local-tips');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a tip' }));
    const form = screen.getByRole('form', { name: 'Add a tip' });
    const type = typeInto(form);
    await type('Title (English)', 'Cafe Apartments');
    await type('Title (Vietnamese)', 'Chung cư cà phê');
    await type('Category (English)', 'Coffee');
    await type('Category (Vietnamese)', 'Cà phê');
    await type('Summary (English)', 'Nine floors of cafes');
    await type('Summary (Vietnamese)', 'Chín tầng quán cà phê');
    await type('Description (English)', 'Take the lift.');
    await type('Description (Vietnamese)', 'Đi thang máy.');
    await type('Distance (English)', '1.2 km');
    await type('Distance (Vietnamese)', '1,2 km');
    await type('Address', '42 Nguyen Hue, District 1');
    await userEvent.upload(within(form).getByLabelText('Picture'), pictureFile());
    await within(form).findByText('Picture uploaded');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(staffApi.addLocalTip).toHaveBeenCalledWith({
      body: {
        title: { en: 'Cafe Apartments', vi: 'Chung cư cà phê' },
        category: { en: 'Coffee', vi: 'Cà phê' },
        summary: { en: 'Nine floors of cafes', vi: 'Chín tầng quán cà phê' },
        description: { en: 'Take the lift.', vi: 'Đi thang máy.' },
        distance: { en: '1.2 km', vi: '1,2 km' },
        address: '42 Nguyen Hue, District 1',
        picture: UPLOADED.picture,
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Cafe Apartments is saved.');
    await waitFor(() => expect(staffApi.listStaffLocalTips).toHaveBeenCalledTimes(2));
  });

  it('asks for a picture before sending a new tip', async () => {
    await renderConsole('/local-tips');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a tip' }));
    const form = screen.getByRole('form', { name: 'Add a tip' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(within(form).getByLabelText('Picture'))).toContain('Add a picture.');
    expect(descriptionOf(within(form).getByLabelText('Title (English)'))).toContain(
      'Missing title (English)',
    );
    expect(staffApi.addLocalTip).not.toHaveBeenCalled();
  });

  it('changes a tip, keeping its picture', async () => {
    staffApi.changeLocalTip.mockResolvedValue({
      ...NOODLES,
      category: { en: 'Noodles', vi: 'Phở' },
    });
    await renderConsole('/local-tips');
    await userEvent.click(
      within(await tip('Pho Hoa')).getByRole('button', { name: 'Edit Pho Hoa' }),
    );
    const form = screen.getByRole('form', { name: 'Edit the tip' });
    const category = within(form).getByLabelText('Category (English)');
    await userEvent.clear(category);
    await userEvent.type(category, 'Noodles');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(staffApi.changeLocalTip).toHaveBeenCalledWith({
      params: { id: 5 },
      body: {
        title: NOODLES.title,
        category: { en: 'Noodles', vi: 'Ẩm thực đường phố' },
        summary: NOODLES.summary,
        description: NOODLES.description,
        distance: NOODLES.distance,
        address: NOODLES.address,
        picture: 'pho',
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Pho Hoa is saved.');
    // Back on the list, the keyboard is where it was.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Edit Pho Hoa'),
    );
  });

  it('shows a picture the API no longer finds next to the picture, keeping what was typed', async () => {
    staffApi.changeLocalTip.mockRejectedValue(
      new ApiRequestError(400, 'UNKNOWN_PICTURE', 'Upload the picture again: it was not found'),
    );
    await renderConsole('/local-tips');
    await userEvent.click(
      within(await tip('Pho Hoa')).getByRole('button', { name: 'Edit Pho Hoa' }),
    );
    const form = screen.getByRole('form', { name: 'Edit the tip' });
    await userEvent.type(within(form).getByLabelText('Address'), ', Saigon');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText('Picture'))).toContain(
        'The picture was not found. Upload it again.',
      ),
    );
    expect(within(form).getByLabelText<HTMLInputElement>('Address').value).toBe(
      '260C Pasteur, District 3, Saigon',
    );
  });

  it('removes a tip only once the concierge agrees that its likes and favourites go too', async () => {
    staffApi.removeLocalTip.mockResolvedValue({ ok: true });
    await renderConsole('/local-tips');
    const pho = await tip('Pho Hoa');
    await userEvent.click(within(pho).getByRole('button', { name: 'Remove Pho Hoa' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Pho Hoa?' });
    expect(dialog.textContent).toContain("its 14 likes and the guests' favourites of it go too");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(staffApi.removeLocalTip).not.toHaveBeenCalled();

    await userEvent.click(within(pho).getByRole('button', { name: 'Remove Pho Hoa' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Pho Hoa?' });
    staffApi.listStaffLocalTips.mockResolvedValue({ localTips: [MARKET] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(staffApi.removeLocalTip).toHaveBeenCalledWith({ params: { id: 5 } });
    expect(toast.success).toHaveBeenCalledWith('Pho Hoa is removed.');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pho Hoa' })).toBeNull());
  });
});
