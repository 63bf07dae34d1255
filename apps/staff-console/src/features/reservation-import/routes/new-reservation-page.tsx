import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@portal/ui/card';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { roomTypesQuery } from '../api/reservation-import-queries.ts';
import { NewReservationForm } from '../components/new-reservation-form.tsx';

const Narrow = styled.div`
  max-width: 880px;
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/** The front desk creates one reservation by hand. */
export function NewReservationPage() {
  const { t } = useTranslation();
  const roomTypes = useQuery(roomTypesQuery);
  return (
    <Narrow>
      <ScreenTitle>{t('reservation-import:newTitle')}</ScreenTitle>
      <Intro>{t('reservation-import:newIntro')}</Intro>
      <Card>
        <QueryState query={roomTypes}>
          {(types) => <NewReservationForm roomTypes={types} />}
        </QueryState>
      </Card>
    </Narrow>
  );
}
