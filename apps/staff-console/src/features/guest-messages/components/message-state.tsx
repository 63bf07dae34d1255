import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GuestMessage } from '@portal/api-client/staff-contract/guest-messages';
import { formatInstant } from '../../../lib/date-time.ts';

// Each state in the kit's soft colours with its strong text (AA on the soft one).
const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.6;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
  &[data-state='sent'] {
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
  }
  &[data-state='failed'] {
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-state='not-sent'] {
    background: ${({ theme }) => theme.color.warningSoft};
    color: ${({ theme }) => theme.color.warning};
  }
`;

/** Scheduled, Sent, Failed or Not sent: the words carry it, the colour only repeats it. */
export function MessageStateBadge({ message }: { message: GuestMessage }) {
  const { t } = useTranslation();
  return <Badge data-state={message.state}>{t(`guest-messages:state.${message.state}`)}</Badge>;
}

/** When it left, or when it is (was) due, on the hotel's clock. */
export function useMessageWhen() {
  const { t, i18n } = useTranslation();
  return (message: GuestMessage) =>
    message.sentAt
      ? t('guest-messages:sentAt', { at: formatInstant(message.sentAt, i18n.language) })
      : t('guest-messages:due', { at: formatInstant(message.dueAt, i18n.language) });
}

/**
 * Why it failed (the mail server's answer, as the API keeps it) or was not sent: that is always
 * "no mail server" (the contract's GUEST_MESSAGE_STATES), said in the reader's language.
 */
export function useMessageReason() {
  const { t } = useTranslation();
  return (message: GuestMessage) => {
    if (message.state === 'not-sent')
      return t('guest-messages:reason', { reason: t('guest-messages:noMailServer') });
    if (message.state === 'failed' && message.reason)
      return t('guest-messages:reason', { reason: message.reason });
    return null;
  };
}
