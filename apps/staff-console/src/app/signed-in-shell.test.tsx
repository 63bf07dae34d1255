import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { openStaffEventFeed } from '../lib/staff-event-feed.ts';
import { sessionOf, staffApi } from '../testing/fake-staff-api.ts';
import { renderConsole } from '../testing/render-console.tsx';

vi.mock('../lib/staff-api.ts', () => import('../testing/fake-staff-api.ts'));
vi.mock('../lib/staff-event-feed.ts', () => ({ openStaffEventFeed: vi.fn() }));

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.listStaffAccounts.mockResolvedValue({ accounts: [] });
  staffApi.listAuditLog.mockResolvedValue({ entries: [] });
  staffApi.listInbox.mockResolvedValue({ threads: [], unread: 0 });
});

describe('the signed-in shell', () => {
  it('keeps the staff event stream open on the start screen, so an ended session is seen there too', async () => {
    const close = vi.fn();
    vi.mocked(openStaffEventFeed).mockReturnValue(close);
    staffApi.staffGetSession.mockResolvedValue(sessionOf('manager', 'Lan Tran'));
    const { unmount } = await renderConsole('/');
    await screen.findByRole('heading', { name: 'Welcome, Lan Tran' });
    // The session watch, and the manager's inbox watch over the same stream.
    const opened = () => vi.mocked(openStaffEventFeed).mock.calls.map(([options]) => options.types);
    await waitFor(() => expect(opened()).toContainEqual([]));
    await waitFor(() => expect(opened()).toContainEqual(['conversation.updated']));
    // Leaving closes every part.
    unmount();
    expect(close).toHaveBeenCalledTimes(opened().length);
  });

  it('shows the manager the hotel, their name and role, and the manager screens', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('manager', 'Lan Tran'));
    await renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Console navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Start',
      'Inbox',
      'Front desk',
      'Find a reservation',
      'In the house',
      'New reservation',
      'Import reservations',
      'Kitchen',
      'Room-service menu',
      'Programs',
      'Local tips',
      'Offers',
      'Activities',
      'Staff accounts',
      'Guest messages',
      'Quick replies',
      'Audit log',
    ]);
    expect(screen.getAllByText('ESG Hotel Saigon').length).toBeGreaterThan(0);
    expect(screen.getByText('Manager')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome, Lan Tran' })).toBeTruthy();
  });

  it("shows a kitchen account its start screen and the kitchen's screens only", async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('kitchen', 'Bao Pham'));
    await renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Console navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Start', 'Kitchen', 'Room-service menu']);
    expect(screen.getByText('You are signed in to ESG Hotel Saigon as Kitchen.')).toBeTruthy();
    expect(screen.queryByText('The screens for your role are not in the console yet.')).toBeNull();
  });

  it('leads a concierge to programs, local tips, offers and activities', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('concierge', 'Hoa Do'));
    staffApi.listStaffPrograms.mockResolvedValue({ programs: [] });
    await renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Console navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Start', 'Inbox', 'Programs', 'Local tips', 'Offers', 'Activities']);
    expect(screen.getByText('You are signed in to ESG Hotel Saigon as Concierge.')).toBeTruthy();
    expect(screen.queryByText('The screens for your role are not in the console yet.')).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: 'Programs' }));
    expect(await screen.findByRole('heading', { name: 'Programs', level: 1 })).toBeTruthy();
  });

  it('gives the front desk its screens', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk'));
    await renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Console navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Start',
      'Inbox',
      'Front desk',
      'Find a reservation',
      'In the house',
      'New reservation',
      'Import reservations',
    ]);
  });

  it('refuses a manager screen opened by its address by another role, and reads nothing', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk'));
    await renderConsole('/accounts');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(staffApi.listStaffAccounts).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to sign in', async () => {
    staffApi.staffGetSession.mockRejectedValue(
      new ApiRequestError(
        401,
        'STAFF_UNAUTHENTICATED',
        'Please sign in to the staff console again',
      ),
    );
    const { router } = await renderConsole('/audit-log');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the staff console' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
  });

  it('signs out everywhere on the server, then shows the sign-in screen', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('manager'));
    staffApi.staffSignOutEverywhere.mockImplementation(() => {
      staffApi.staffGetSession.mockRejectedValue(
        new ApiRequestError(
          401,
          'STAFF_UNAUTHENTICATED',
          'Please sign in to the staff console again',
        ),
      );
      return Promise.resolve({ ok: true });
    });
    const { router } = await renderConsole('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(staffApi.staffSignOutEverywhere).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the staff console' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('speaks Vietnamese when asked, role and navigation included', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('manager', 'Lan Tran'));
    await renderConsole('/', { language: 'vi' });
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng trang nhân viên' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Trang đầu',
      'Hộp thư',
      'Lễ tân',
      'Tìm đặt phòng',
      'Khách đang ở',
      'Đặt phòng mới',
      'Nhập đặt phòng',
      'Bếp',
      'Thực đơn phục vụ tại phòng',
      'Chương trình',
      'Gợi ý địa phương',
      'Ưu đãi',
      'Hoạt động',
      'Tài khoản nhân viên',
      'E-mail gửi khách',
      'Trả lời nhanh',
      'Nhật ký hoạt động',
    ]);
    expect(screen.getByText('Quản lý')).toBeTruthy();
  });
});
