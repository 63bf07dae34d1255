import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@portal/api-client/staff-contract/audit-log';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));

const entry = (id: number, action: AuditEntry['action'], subject = ''): AuditEntry => ({
  id,
  at: '2026-11-23T02:15:00.000Z',
  staffId: 1,
  staffName: 'Lan Tran',
  action,
  subject,
  clientAddress: null,
});

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('manager'));
});

describe('the audit log (manager)', () => {
  it('lists who did what to whom, newest first, in the reader language', async () => {
    staffApi.listAuditLog.mockResolvedValue({
      entries: [entry(2, 'staff-account-added', 'bao@esg.example'), entry(1, 'staff-signed-in')],
    });
    await renderConsole('/audit-log', { language: 'vi' });
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Thời gianNgười thực hiệnHoạt độngĐối tượng',
      expect.stringMatching(/09:15.*Lan TranThêm tài khoảnbao@esg\.example$/),
      expect.stringMatching(/09:15.*Lan TranĐăng nhập$/),
    ]);
  });

  it('lists a failed sign-in with the e-mail tried and the address it came from', async () => {
    staffApi.listAuditLog.mockResolvedValue({
      entries: [
        {
          ...entry(3, 'staff-sign-in-failed', 'manager@esg.example'),
          staffId: null,
          staffName: '',
          clientAddress: '203.0.113.9',
        },
      ],
    });
    await renderConsole('/audit-log', { language: 'vi' });
    const rows = await screen.findAllByRole('row');
    expect(rows.at(1)?.textContent).toMatch(
      /09:15.*Chưa đăng nhập, từ 203\.0\.113\.9Đăng nhập không thành côngmanager@esg\.example$/,
    );
  });

  it('shows older entries on request, from below the last one shown', async () => {
    const fullPage = Array.from({ length: 50 }, (_, i) => entry(200 - i, 'staff-signed-in'));
    staffApi.listAuditLog
      .mockResolvedValueOnce({ entries: fullPage })
      .mockResolvedValueOnce({ entries: [entry(3, 'staff-account-disabled', 'old@esg.example')] });
    await renderConsole('/audit-log');
    await userEvent.click(await screen.findByRole('button', { name: 'Show older entries' }));
    const table = screen.getByRole('table');
    expect(await within(table).findByText('old@esg.example')).toBeTruthy();
    expect(staffApi.listAuditLog).toHaveBeenLastCalledWith({ query: { limit: 50, before: 151 } });
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('says so when nothing is recorded yet', async () => {
    staffApi.listAuditLog.mockResolvedValue({ entries: [] });
    await renderConsole('/audit-log');
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeTruthy();
  });
});
