import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { DateField } from '@portal/ui/date-field';
import { GUEST_MESSAGE_STATES } from '@portal/api-client/rules/guest-messages';
import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { HotelMessage } from '@portal/api-client/staff-contract/guest-messages';
import { LabelledTable, Scroll } from '../../../components/labelled-table.ts';
import { Muted, Panel, PanelTitle } from '../../../components/panel.ts';
import { QueryState } from '@portal/web-platform/query-state';
import { tenant } from '../../../config/tenant.ts';
import { hotelMessagesQuery } from '../api/guest-messages-queries.ts';
import { MessageStateBadge, useMessageReason, useMessageWhen } from './message-state.tsx';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DayPicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  /* A date field at 200 % text is wider than a 320 px phone: it narrows instead. */
  & > * {
    min-width: 0;
    max-width: 100%;
  }
  input {
    min-width: 0;
    max-width: 100%;
  }
`;

const StateCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
`;

const Summary = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

function countByState(messages: HotelMessage[]) {
  const counts = Object.fromEntries(GUEST_MESSAGE_STATES.map((state) => [state, 0]));
  for (const message of messages) counts[message.state] = (counts[message.state] ?? 0) + 1;
  return counts;
}

/** The hotel's e-mails due on a day (today first, another in the address: `?date=`), with their states. */
export function DayMessages() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && ISO_DATE.test(asked) ? asked : null;
  const messages = useQuery(hotelMessagesQuery(date));
  const when = useMessageWhen();
  const reason = useMessageReason();
  const headers = {
    when: t('guest-messages:day.when'),
    reservation: t('guest-messages:day.reservationNumber'),
    kind: t('guest-messages:day.kind'),
    guest: t('guest-messages:day.guest'),
    state: t('guest-messages:day.state'),
  };
  return (
    <Panel aria-labelledby="day-messages-title">
      <PanelTitle id="day-messages-title">{t('guest-messages:day.title')}</PanelTitle>
      <DayPicker>
        <DateField
          label={t('guest-messages:day.date')}
          value={date ?? hotelToday(tenant.timeZone)}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (ISO_DATE.test(next)) setSearch({ date: next });
          }}
        />
        {date && (
          <Button type="button" variant="secondary" onClick={() => setSearch({})}>
            {t('guest-messages:day.today')}
          </Button>
        )}
      </DayPicker>
      <QueryState query={messages}>
        {(list) => {
          if (list.length === 0) return <Muted>{t('guest-messages:day.none')}</Muted>;
          const counts = countByState(list);
          return (
            <>
              <Summary>
                {t('guest-messages:day.summary', {
                  scheduled: counts.scheduled,
                  sent: counts.sent,
                  failed: counts.failed,
                  notSent: counts['not-sent'],
                })}
              </Summary>
              <Scroll tabIndex={0} role="region" aria-label={t('guest-messages:day.title')}>
                <LabelledTable>
                  <thead>
                    <tr>
                      <th scope="col">{headers.when}</th>
                      <th scope="col">{headers.reservation}</th>
                      <th scope="col">{headers.kind}</th>
                      <th scope="col">{headers.guest}</th>
                      <th scope="col">{headers.state}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((message) => (
                      <tr key={message.id}>
                        <td data-label={headers.when}>{when(message)}</td>
                        <td data-label={headers.reservation}>{message.reservationNumber}</td>
                        <td data-label={headers.kind}>
                          {t(`guest-messages:kind.${message.kind}`)}
                        </td>
                        <td data-label={headers.guest}>
                          {t('guest-messages:to', {
                            name: message.guestName,
                            address: message.to,
                          })}
                        </td>
                        <td data-label={headers.state}>
                          <StateCell>
                            <MessageStateBadge message={message} />
                            {reason(message) && <Muted>{reason(message)}</Muted>}
                          </StateCell>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </LabelledTable>
              </Scroll>
            </>
          );
        }}
      </QueryState>
    </Panel>
  );
}
