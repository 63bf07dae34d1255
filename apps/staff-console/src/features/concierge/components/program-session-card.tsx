import { useId, useState } from 'react';
import { mayMarkAttendance } from '@portal/api-client/rules/program-attendance';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/ui/button';
import type { StaffProgram } from '@portal/api-client/staff-contract/concierge';
import { Actions } from '../../../components/form-parts.ts';
import { formatVnd } from '@portal/ui/format-vnd';
import { formatSessionTime } from '../lib/hotel-clock.ts';
import { EntryTitle, Muted, Plain } from './content-parts.ts';
import { ReserveForGuestForm } from './reserve-for-guest-form.tsx';
import { SessionReservationLine } from './session-reservation-line.tsx';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The seats left, the first thing the concierge reads; fully booked in the warning colours. */
const SeatsLeft = styled.p<{ $full: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $full }) => ($full ? theme.color.dangerSoft : theme.color.successSoft)};
  color: ${({ theme, $full }) => ($full ? theme.color.danger : theme.color.success)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
`;

const Seats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  @media (min-width: 600px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.background};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const ReservationsTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Reservations = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

interface ProgramSessionCardProps {
  program: StaffProgram;
  onEdit: () => void;
  onAnotherSession: () => void;
}

/** One session: what, when, where; its seats (left first) and who reserved them. */
export function ProgramSessionCard({ program, onEdit, onAnotherSession }: ProgramSessionCardProps) {
  const { t, i18n } = useTranslation();
  const language = useTextLanguage();
  const titleId = useId();
  const timeId = useId();
  const time = formatSessionTime(program.startsAt, program.endsAt, i18n.language);
  const full = program.seatsLeft <= 0;
  const started = mayMarkAttendance(program.startsAt, new Date());
  const [reserving, setReserving] = useState(false);
  const title = program.title[language];
  return (
    <Card aria-labelledby={`${titleId} ${timeId}`}>
      <Head>
        <div>
          <EntryTitle id={titleId}>{title}</EntryTitle>
          <Plain id={timeId}>{time}</Plain>
          <Muted>{program.location[language]}</Muted>
          <Muted>
            {program.price === 0 ? t('concierge:free') : formatVnd(program.price, i18n.language)}
          </Muted>
        </div>
        <SeatsLeft $full={full}>
          {full
            ? t('concierge:programs.fullyBooked')
            : t('concierge:programs.seatsLeft', { count: program.seatsLeft })}
        </SeatsLeft>
      </Head>
      <Seats aria-label={t('concierge:programs.seats')}>
        <div>
          <dt>{t('concierge:programs.capacity')}</dt>
          <dd>{program.capacity}</dd>
        </div>
        <div>
          <dt>{t('concierge:programs.held')}</dt>
          <dd>{program.seatsHeld}</dd>
        </div>
        <div>
          <dt>{t('concierge:programs.reserved')}</dt>
          <dd>{program.seatsReserved}</dd>
        </div>
        <div>
          <dt>{t('concierge:programs.left')}</dt>
          <dd>{program.seatsLeft}</dd>
        </div>
      </Seats>
      <ReservationsTitle>
        {t('concierge:programs.reservations', { count: program.reservations.length })}
      </ReservationsTitle>
      {program.reservations.length === 0 ? (
        <Muted>{t('concierge:programs.noReservations')}</Muted>
      ) : (
        <Reservations aria-label={t('concierge:programs.reservationsOf', { title, time })}>
          {program.reservations.map((reservation) => (
            <SessionReservationLine
              key={reservation.id}
              reservation={reservation}
              started={started}
            />
          ))}
        </Reservations>
      )}
      {!started && program.reservations.length > 0 && (
        <Muted>{t('concierge:loop.attendanceAfterStart')}</Muted>
      )}
      {reserving && <ReserveForGuestForm program={program} onDone={() => setReserving(false)} />}
      <Actions>
        {!started && !reserving && (
          <Button
            type="button"
            aria-label={t('concierge:loop.reserveForGuestOf', { title })}
            onClick={() => setReserving(true)}
          >
            {t('concierge:loop.reserveForGuest')}
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          aria-label={t('concierge:editOf', { title: `${title}, ${time}` })}
          onClick={onEdit}
        >
          {t('concierge:edit')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          aria-label={t('concierge:programs.anotherSessionOf', { title })}
          onClick={onAnotherSession}
        >
          {t('concierge:programs.anotherSession')}
        </Button>
      </Actions>
    </Card>
  );
}
