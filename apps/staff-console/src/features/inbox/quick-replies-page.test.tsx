import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { TOWELS } from './testing/inbox-fixtures.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('./api/inbox-feed.ts', () => import('./testing/fake-inbox-feed.ts'));

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('manager', 'Lan Tran'));
  staffApi.listInbox.mockResolvedValue({ threads: [], unread: 0 });
  staffApi.listQuickReplies.mockResolvedValue({ quickReplies: [TOWELS] });
});

describe("the manager's quick replies", () => {
  it('lists each quick reply in both languages', async () => {
    await renderConsole('/quick-replies');
    const entry = await screen.findByRole('article', { name: 'Towels on the way' });
    expect(within(entry).getByText('Housekeeping is bringing them now.')).toBeTruthy();
    expect(within(entry).getByText('Bộ phận buồng phòng đang mang lên ngay.')).toBeTruthy();
  });

  it('adds one only with both languages filled in, saying what is missing', async () => {
    const added = {
      id: 4,
      title: { en: 'Late check-out', vi: 'Trả phòng muộn' },
      text: { en: 'Until 2 pm at no charge.', vi: 'Đến 14 giờ, miễn phí.' },
    };
    staffApi.addQuickReply.mockResolvedValue(added);
    await renderConsole('/quick-replies');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a quick reply' }));
    const form = screen.getByRole('form', { name: 'Add a quick reply' });
    await userEvent.type(within(form).getByLabelText('Title (English)'), added.title.en);
    await userEvent.type(within(form).getByLabelText('Text (English)'), added.text.en);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Missing title (Vietnamese)')).toBeTruthy();
    expect(within(form).getByText('Missing text (Vietnamese)')).toBeTruthy();
    expect(staffApi.addQuickReply).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByLabelText('Title (Vietnamese)'), added.title.vi);
    await userEvent.type(within(form).getByLabelText('Text (Vietnamese)'), added.text.vi);
    staffApi.listQuickReplies.mockResolvedValue({ quickReplies: [TOWELS, added] });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(staffApi.addQuickReply).toHaveBeenCalledWith({
      body: { title: added.title, text: added.text },
    });
    expect(await screen.findByRole('article', { name: 'Late check-out' })).toBeTruthy();
  });

  it('changes one, and says when the API refuses', async () => {
    staffApi.updateQuickReply.mockRejectedValueOnce(
      new ApiRequestError(0, 'NETWORK', 'Network error'),
    );
    await renderConsole('/quick-replies', { language: 'vi' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sửa Khăn đang được mang lên' }),
    );
    const title = screen.getByLabelText<HTMLInputElement>('Tiêu đề (tiếng Anh)');
    await userEvent.clear(title);
    await userEvent.type(title, 'Towels coming');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(
      await screen.findByText('Không kết nối được máy chủ. Hãy kiểm tra kết nối và thử lại.'),
    ).toBeTruthy();
    expect(title.value).toBe('Towels coming');
    expect(staffApi.updateQuickReply).toHaveBeenCalledWith({
      params: { id: 3 },
      body: { title: { ...TOWELS.title, en: 'Towels coming' }, text: TOWELS.text },
    });
  });

  it('deletes one once asked', async () => {
    staffApi.removeQuickReply.mockResolvedValue({ ok: true });
    await renderConsole('/quick-replies');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Towels on the way' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Delete the quick reply Towels on the way?',
    });
    expect(staffApi.removeQuickReply).not.toHaveBeenCalled();
    staffApi.listQuickReplies.mockResolvedValue({ quickReplies: [] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(staffApi.removeQuickReply).toHaveBeenCalledWith({ params: { id: 3 } });
    expect(await screen.findByText('No quick replies yet.')).toBeTruthy();
  });

  it('is the manager’s alone', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk'));
    await renderConsole('/quick-replies');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(staffApi.listQuickReplies).not.toHaveBeenCalled();
  });
});
