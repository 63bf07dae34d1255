import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import type {
  StaffAccount,
  StaffAccountChange,
} from '@portal/api-client/staff-contract/staff-accounts';
import { errorMessage } from '@portal/web-platform/error-message';
import { useUpdateStaffAccount } from '../api/staff-accounts-queries.ts';

/**
 * A change to one account from a form on its card: said with a toast (`savedKey`, with the
 * account's name) and closed, or refused with the API's message while the form keeps what was typed.
 */
export function useAccountChange(account: StaffAccount, onDone: () => void) {
  const { t } = useTranslation();
  const update = useUpdateStaffAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (change: StaffAccountChange, savedKey: string) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: account.id, change });
      toast.success(t(savedKey, { name: saved.name }));
      onDone();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };
  return { failure, save };
}
