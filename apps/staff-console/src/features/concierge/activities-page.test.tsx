import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffActivity } from '@portal/api-client/staff-contract/activity-editing';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { typeInto } from '../../testing/type-into.ts';
import { descriptionOf, pictureFile, UPLOADED } from './testing/concierge-fixtures.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('@portal/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { toast } = await import('@portal/ui/toast');

const FRAME = { width: 640, height: 400 };

const KIDS_CLUB: StaffActivity = {
  id: 3,
  name: { en: 'Kids club', vi: 'Câu lạc bộ trẻ em' },
  description: { en: 'Games and crafts.', vi: 'Trò chơi và thủ công.' },
  location: { en: 'Garden house', vi: 'Nhà vườn' },
  picture: 'kids',
  image: { url: '/api/media/kids.svg', ...FRAME },
  opensAt: '09:00',
  closesAt: '17:00',
  openDays: ['sat', 'sun'],
};

const POOL: StaffActivity = {
  ...KIDS_CLUB,
  id: 4,
  name: { en: 'Pool', vi: 'Hồ bơi' },
  picture: 'pool',
  opensAt: '06:00',
  closesAt: '20:00',
  openDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
};

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('concierge', 'Hoa Do'));
  staffApi.listStaffActivities.mockResolvedValue({ activities: [KIDS_CLUB, POOL] });
});

describe('activities (concierge)', () => {
  it("lists the activities in the guests' order with their hours and days", async () => {
    await renderConsole('/activities');
    const kids = await screen.findByRole('article', { name: 'Kids club' });
    expect(within(kids).getByText('09:00–17:00')).toBeTruthy();
    expect(within(kids).getByText('Saturday, Sunday')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Pool' })).getByText('Every day'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activities' })).toBeTruthy();
    // The list has no section heading: each activity's name comes right under the screen's h1.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Kids club', 'Pool']);
  });

  it('adds an activity: both languages, hours, days and the picture', async () => {
    staffApi.uploadPicture.mockResolvedValue(UPLOADED);
    staffApi.addActivity.mockResolvedValue({
      ...POOL,
      id: 5,
      name: { en: 'Tai chi', vi: 'Thái cực quyền' },
    });
    await renderConsole('/activities');
    await userEvent.click(await screen.findByRole('button', { name: 'Add an activity' }));
    const form = screen.getByRole('form', { name: 'Add an activity' });
    const type = typeInto(form);
    await type('Name (English)', 'Tai chi');
    await type('Name (Vietnamese)', 'Thái cực quyền');
    await type('Description (English)', 'Slow movements.');
    await type('Description (Vietnamese)', 'Động tác chậm.');
    await type('Location (English)', 'River lawn');
    await type('Location (Vietnamese)', 'Bãi cỏ ven sông');
    fireEvent.change(within(form).getByLabelText('Opens'), { target: { value: '06:00' } });
    fireEvent.change(within(form).getByLabelText('Closes'), { target: { value: '07:00' } });
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      await userEvent.click(within(form).getByRole('checkbox', { name: day }));
    await userEvent.upload(within(form).getByLabelText('Picture'), pictureFile());
    await within(form).findByText('Picture uploaded');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(staffApi.addActivity).toHaveBeenCalledWith({
      body: {
        name: { en: 'Tai chi', vi: 'Thái cực quyền' },
        description: { en: 'Slow movements.', vi: 'Động tác chậm.' },
        location: { en: 'River lawn', vi: 'Bãi cỏ ven sông' },
        picture: UPLOADED.picture,
        opensAt: '06:00',
        closesAt: '07:00',
        openDays: ['mon', 'sun'],
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Tai chi is saved.');
  });

  it('says hours that close before they open and no open day, in Vietnamese, sending nothing', async () => {
    await renderConsole('/activities', { language: 'vi' });
    const kids = await screen.findByRole('article', { name: 'Câu lạc bộ trẻ em' });
    await userEvent.click(within(kids).getByRole('button', { name: 'Sửa Câu lạc bộ trẻ em' }));
    const form = screen.getByRole('form', { name: 'Sửa hoạt động' });
    fireEvent.change(within(form).getByLabelText('Giờ đóng cửa'), { target: { value: '08:00' } });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Thứ Bảy' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Chủ Nhật' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(descriptionOf(within(form).getByLabelText('Giờ đóng cửa'))).toContain(
      'Giờ đóng cửa phải sau giờ mở cửa.',
    );
    expect(within(form).getByText('Hãy chọn ít nhất một ngày.')).toBeTruthy();
    expect(staffApi.changeActivity).not.toHaveBeenCalled();
  });

  it('removes an activity once asked', async () => {
    staffApi.removeActivity.mockResolvedValue({ ok: true });
    await renderConsole('/activities');
    const kids = await screen.findByRole('article', { name: 'Kids club' });
    await userEvent.click(within(kids).getByRole('button', { name: 'Remove Kids club' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Kids club?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(staffApi.removeActivity).toHaveBeenCalledWith({ params: { id: 3 } });
    expect(toast.success).toHaveBeenCalledWith('Kids club is removed.');
  });
});
