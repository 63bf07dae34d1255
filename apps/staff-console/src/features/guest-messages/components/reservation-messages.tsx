import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { SelectField } from '@portal/ui/select-field';
import { StackForm } from '@portal/ui/stack';
import { INVITATION_RESEND_MINUTES } from '@portal/api-client/rules/guest-messages';
import type { FrontDeskReservationDetail } from '@portal/api-client/staff-contract/front-desk';
import { QueryState } from '@portal/web-platform/query-state';
import { errorMessage } from '@portal/web-platform/error-message';
import { reservationMessagesQuery, useResendInvitation } from '../api/guest-messages-queries.ts';
import { MessageStateBadge, useMessageReason, useMessageWhen } from './message-state.tsx';
import { Muted, Panel, PanelTitle } from '../../../components/panel.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
  &:first-child {
    padding-top: 0;
  }
`;

const KindLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Line = styled.p`
  margin: 0;
`;

const ResendTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/**
 * The reservation's e-mails (kind, to whom, state with the failure's reason, when), and the
 * invitation sent again to one guest or to every guest with an e-mail (the API throttles and audits it).
 */
export function ReservationMessages({ reservation }: { reservation: FrontDeskReservationDetail }) {
  const { t } = useTranslation();
  const messages = useQuery(reservationMessagesQuery(reservation.id));
  const resend = useResendInvitation(reservation.id);
  const when = useMessageWhen();
  const reason = useMessageReason();
  const [guest, setGuest] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const send = async () => {
    setOutcome(null);
    try {
      await resend.mutateAsync(guest === '' ? null : Number(guest));
      setOutcome({ tone: 'success', text: t('guest-messages:reservation.resent') });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(t, error) });
    }
  };

  return (
    <Panel aria-labelledby="reservation-messages-title">
      <PanelTitle id="reservation-messages-title">
        {t('guest-messages:reservation.title')}
      </PanelTitle>
      <QueryState query={messages}>
        {(list) =>
          list.length === 0 ? (
            <Muted>{t('guest-messages:reservation.none')}</Muted>
          ) : (
            <List>
              {list.map((message) => (
                <Item key={message.id}>
                  <KindLine>
                    <span>{t(`guest-messages:kind.${message.kind}`)}</span>
                    <MessageStateBadge message={message} />
                  </KindLine>
                  <Line>
                    {t('guest-messages:to', { name: message.guestName, address: message.to })}
                  </Line>
                  <Muted>{when(message)}</Muted>
                  {reason(message) && <Line>{reason(message)}</Line>}
                </Item>
              ))}
            </List>
          )
        }
      </QueryState>
      {reservation.state !== 'Cancelled' && (
        <StackForm
          noValidate
          aria-labelledby="resend-invitation-title"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <ResendTitle id="resend-invitation-title">
            {t('guest-messages:reservation.resendTitle')}
          </ResendTitle>
          <SelectField
            label={t('guest-messages:reservation.guest')}
            hint={t('guest-messages:reservation.resendHint', {
              minutes: INVITATION_RESEND_MINUTES,
            })}
            value={guest}
            onChange={(event) => setGuest(event.currentTarget.value)}
            options={[
              { value: '', label: t('guest-messages:reservation.everyGuest') },
              ...reservation.guests.map((one) => ({
                value: String(one.id),
                label: `${one.firstName} ${one.lastName}`,
              })),
            ]}
          />
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
          <div>
            <Button type="submit" variant="secondary" loading={resend.isPending}>
              {t('guest-messages:reservation.resend')}
            </Button>
          </div>
        </StackForm>
      )}
    </Panel>
  );
}
