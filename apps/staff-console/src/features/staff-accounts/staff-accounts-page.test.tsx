import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import {
  KITCHEN_ACCOUNT,
  MANAGER_ACCOUNT,
  sessionOf,
  staffApi,
} from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));

beforeEach(() => {
  vi.resetAllMocks();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('manager'));
  staffApi.listStaffAccounts.mockResolvedValue({ accounts: [MANAGER_ACCOUNT, KITCHEN_ACCOUNT] });
});

const card = async (name: string) => screen.findByRole('region', { name });

describe('staff accounts (manager)', () => {
  it("lists the hotel's accounts with role, state and last sign-in", async () => {
    await renderConsole('/accounts');
    const kitchen = await card('Bao Pham');
    expect(within(kitchen).getByText('bao@esg.example')).toBeTruthy();
    expect(within(kitchen).getByText('Kitchen')).toBeTruthy();
    expect(within(kitchen).getByText('Active')).toBeTruthy();
    expect(within(kitchen).getByText('Never signed in')).toBeTruthy();
    // 02:15 UTC is 09:15 at the hotel (Asia/Ho_Chi_Minh).
    expect(within(await card('Lan Tran')).getByText(/Last sign-in: .*09:15/)).toBeTruthy();
  });

  it('adds an account and reads the list again', async () => {
    const added = { ...KITCHEN_ACCOUNT, id: 3, email: 'mai@esg.example', name: 'Mai Vo' };
    staffApi.addStaffAccount.mockResolvedValue(added);
    await renderConsole('/accounts');
    const form = await screen.findByRole('form', { name: 'Add an account' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'mai@esg.example');
    await userEvent.type(within(form).getByLabelText('Name'), 'Mai Vo');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'kitchen');
    await userEvent.type(within(form).getByLabelText('Password'), 'kitchen-pass-2026');
    staffApi.listStaffAccounts.mockResolvedValue({
      accounts: [MANAGER_ACCOUNT, KITCHEN_ACCOUNT, added],
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await card('Mai Vo')).toBeTruthy();
    expect(staffApi.addStaffAccount).toHaveBeenCalledWith({
      body: {
        email: 'mai@esg.example',
        name: 'Mai Vo',
        role: 'kitchen',
        password: 'kitchen-pass-2026',
      },
    });
    expect(within(form).getByLabelText<HTMLInputElement>('E-mail').value).toBe('');
  });

  it("shows the API's refusal of a weak password and keeps what was typed", async () => {
    staffApi.addStaffAccount.mockRejectedValue(
      new ApiRequestError(400, 'PASSWORD_TOO_WEAK', 'Choose a password…'),
    );
    await renderConsole('/accounts', { language: 'vi' });
    const form = await screen.findByRole('form', { name: 'Thêm tài khoản' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'mai@esg.example');
    await userEvent.type(within(form).getByLabelText('Tên'), 'Mai Vo');
    await userEvent.type(within(form).getByLabelText('Mật khẩu'), 'password123');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm tài khoản' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Hãy chọn mật khẩu dài ít nhất 12 ký tự và không phải mật khẩu phổ biến.',
    );
    expect(within(form).getByLabelText<HTMLInputElement>('Tên').value).toBe('Mai Vo');
  });

  it('changes a name and role', async () => {
    staffApi.updateStaffAccount.mockResolvedValue({
      ...KITCHEN_ACCOUNT,
      name: 'Bao Pham Van',
      role: 'concierge',
    });
    await renderConsole('/accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Bao Pham' }));
    const form = screen.getByRole('form', { name: 'Change Bao Pham' });
    await userEvent.type(within(form).getByLabelText('Name'), ' Van');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'concierge');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(staffApi.updateStaffAccount).toHaveBeenCalledWith({
      params: { id: 2 },
      body: { name: 'Bao Pham Van', role: 'concierge' },
    });
  });

  it('disables after a confirmation, and shows the refusal to disable the last manager', async () => {
    staffApi.updateStaffAccount.mockRejectedValue(
      new ApiRequestError(409, 'LAST_MANAGER', 'The hotel must keep at least one active manager'),
    );
    await renderConsole('/accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Lan Tran' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Lan Tran?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(staffApi.updateStaffAccount).toHaveBeenCalledWith({
      params: { id: 1 },
      body: { disabled: true },
    });
    expect(within(await card('Lan Tran')).getByRole('alert').textContent).toBe(
      'The hotel must keep at least one active manager.',
    );
  });

  it('enables a disabled account', async () => {
    staffApi.listStaffAccounts.mockResolvedValue({
      accounts: [MANAGER_ACCOUNT, { ...KITCHEN_ACCOUNT, disabled: true }],
    });
    staffApi.updateStaffAccount.mockResolvedValue(KITCHEN_ACCOUNT);
    await renderConsole('/accounts');
    expect(within(await card('Bao Pham')).getByText('Disabled')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enable Bao Pham' }));
    expect(staffApi.updateStaffAccount).toHaveBeenCalledWith({
      params: { id: 2 },
      body: { disabled: false },
    });
  });
});
