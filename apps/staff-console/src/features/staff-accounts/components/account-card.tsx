import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@portal/ui/toast';
import styled from 'styled-components';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { Stack } from '@portal/ui/stack';
import type { StaffAccount } from '@portal/api-client/staff-contract/staff-accounts';
import { errorMessage } from '@portal/web-platform/error-message';
import { formatInstant } from '../../../lib/date-time.ts';
import { useUpdateStaffAccount } from '../api/staff-accounts-queries.ts';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { Actions } from '../../../components/form-parts.ts';
import { ChangeAccountForm } from './change-account-form.tsx';
import { EnableWithPasswordForm } from './enable-with-password-form.tsx';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const State = styled.span<{ $disabled: boolean }>`
  align-self: start;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $disabled }) =>
    $disabled ? theme.color.warningSoft : theme.color.successSoft};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.warning : theme.color.success)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** One account: who, role, state, last sign-in; change it, disable or enable it. */
export function AccountCard({ account, isYou }: { account: StaffAccount; isYou: boolean }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateStaffAccount();
  const [changing, setChanging] = useState(false);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [askNewPassword, setAskNewPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const setDisabled = async (disabled: boolean) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: account.id, change: { disabled } });
      toast.success(
        t(disabled ? 'staff-accounts:wasDisabled' : 'staff-accounts:wasEnabled', {
          name: saved.name,
        }),
      );
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'NEW_PASSWORD_REQUIRED')
        setAskNewPassword(true);
      else setFailure(errorMessage(t, error));
    } finally {
      setConfirmDisable(false);
    }
  };

  return (
    <Card aria-label={account.name}>
      <Stack $gap={2}>
        <Head>
          <Name>
            {account.name}
            {isYou && ` (${t('staff-accounts:you')})`}
          </Name>
          <State $disabled={account.disabled}>
            {t(account.disabled ? 'staff-accounts:disabled' : 'staff-accounts:active')}
          </State>
        </Head>
        <Detail>{account.email}</Detail>
        <Detail>{t(`roles.${account.role}`)}</Detail>
        <Detail>
          {account.lastSignInAt
            ? t('staff-accounts:lastSignIn', {
                at: formatInstant(account.lastSignInAt, i18n.language),
              })
            : t('staff-accounts:neverSignedIn')}
        </Detail>
        {askNewPassword ? (
          <EnableWithPasswordForm account={account} onDone={() => setAskNewPassword(false)} />
        ) : changing ? (
          <ChangeAccountForm account={account} isYou={isYou} onDone={() => setChanging(false)} />
        ) : (
          <Actions>
            <Button
              type="button"
              variant="secondary"
              aria-label={t('staff-accounts:changeOf', { name: account.name })}
              onClick={() => setChanging(true)}
            >
              {t('staff-accounts:change')}
            </Button>
            {account.disabled ? (
              <Button
                type="button"
                variant="secondary"
                aria-label={t('staff-accounts:enableOf', { name: account.name })}
                loading={update.isPending}
                onClick={() => void setDisabled(false)}
              >
                {t('staff-accounts:enable')}
              </Button>
            ) : (
              <Button
                type="button"
                variant="danger"
                aria-label={t('staff-accounts:disableOf', { name: account.name })}
                onClick={() => setConfirmDisable(true)}
              >
                {t('staff-accounts:disable')}
              </Button>
            )}
          </Actions>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </Stack>
      <ConfirmDialog
        open={confirmDisable}
        tone="danger"
        title={t('staff-accounts:disableConfirm', { name: account.name })}
        message={t('staff-accounts:disableConfirmMessage')}
        agreeLabel={t('staff-accounts:disable')}
        disagreeLabel={t('staff-accounts:cancel')}
        busy={update.isPending}
        onAgree={() => void setDisabled(true)}
        onDisagree={() => setConfirmDisable(false)}
      />
    </Card>
  );
}
