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
      'Hãy chọn mật khẩu dài ít nhất 12 ký tự và khó đoán: không phải mật khẩu phổ biến, không lặp lại hay theo thứ tự, và không phải tên của tài khoản hay của khách sạn.',
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

  it("sets another account's password without the manager's current one", async () => {
    staffApi.updateStaffAccount.mockResolvedValue(KITCHEN_ACCOUNT);
    await renderConsole('/accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Bao Pham' }));
    const form = screen.getByRole('form', { name: 'Change Bao Pham' });
    expect(within(form).queryByLabelText('Your current password')).toBeNull();
    await userEvent.type(within(form).getByLabelText('New password'), 'saffron kettle harbour 88');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(staffApi.updateStaffAccount).toHaveBeenCalledWith({
      params: { id: 2 },
      body: { name: 'Bao Pham', role: 'kitchen', password: 'saffron kettle harbour 88' },
    });
  });

  it("asks for the current password to change one's own, and shows its refusal keeping what was typed", async () => {
    staffApi.updateStaffAccount.mockRejectedValue(
      new ApiRequestError(403, 'CURRENT_PASSWORD_WRONG', 'Your current password is not right'),
    );
    await renderConsole('/accounts', { language: 'vi' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sửa Lan Tran' }));
    const form = screen.getByRole('form', { name: 'Sửa Lan Tran' });
    await userEvent.type(within(form).getByLabelText('Mật khẩu mới'), 'lantern orchid ferry 4271');
    await userEvent.type(within(form).getByLabelText('Mật khẩu hiện tại của bạn'), 'not it');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(staffApi.updateStaffAccount).toHaveBeenCalledWith({
      params: { id: 1 },
      body: {
        name: 'Lan Tran',
        role: 'manager',
        password: 'lantern orchid ferry 4271',
        currentPassword: 'not it',
      },
    });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Mật khẩu hiện tại không đúng.',
    );
    expect(within(form).getByLabelText<HTMLInputElement>('Mật khẩu mới').value).toBe(
      'lantern orchid ferry 4271',
    );
  });

  it('asks for a new password when the account is still on its demo password, then enables it with it', async () => {
    staffApi.listStaffAccounts.mockResolvedValue({
      accounts: [MANAGER_ACCOUNT, { ...KITCHEN_ACCOUNT, disabled: true }],
    });
    staffApi.updateStaffAccount.mockRejectedValueOnce(
      new ApiRequestError(409, 'NEW_PASSWORD_REQUIRED', 'This account still has…'),
    );
    staffApi.updateStaffAccount.mockResolvedValueOnce(KITCHEN_ACCOUNT);
    await renderConsole('/accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Enable Bao Pham' }));
    const form = await screen.findByRole('form', { name: 'Enable Bao Pham with a new password' });
    expect(within(form).getByRole('status').textContent).toBe(
      'This account still has its published demo password: set a new password to enable it.',
    );
    await userEvent.type(within(form).getByLabelText('New password'), 'saffron kettle harbour 88');
    await userEvent.click(within(form).getByRole('button', { name: 'Enable with this password' }));
    expect(staffApi.updateStaffAccount).toHaveBeenLastCalledWith({
      params: { id: 2 },
      body: { disabled: false, password: 'saffron kettle harbour 88' },
    });
    await expect.poll(() => screen.queryByRole('form', { name: /with a new password/ })).toBeNull();
  });
});
