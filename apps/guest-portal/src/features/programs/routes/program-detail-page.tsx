import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { Program } from '@portal/api-client/contract/programs';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle } from '../../../components/section-title.tsx';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { programIdFrom, programQuery, useProgram } from '../api/program-queries.ts';
import { ProgramBadge } from '../components/program-badge.tsx';
import { ProgramFacts } from '../components/program-facts.tsx';
import { LazyPicture } from '../../../components/lazy-picture.tsx';
import { programAvailability } from '../program-rules.ts';
import { useProgramFormat } from '../use-program-format.ts';

const Paragraph = styled.p`
  margin: 0;
`;

// A link that leads to the next step, shaped like the kit's primary button.
const StepLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

const SecondaryStepLink = styled(StepLink)`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
`;

/** /program-detail/:id: the program in full, and the way to reserve it or cancel one's places. */
export function ProgramDetailPage() {
  const { t } = useTranslation('programs');
  const program = useProgram(programIdFrom(useParams().id));
  return (
    <Stack>
      {program.data ? (
        <ProgramDetail program={program.data} />
      ) : (
        <Card>
          <PageTitle>{t('title')}</PageTitle>
          <DeferredQueryState query={program} skeleton={{ variant: 'block' }} />
        </Card>
      )}
      <Link to="/programs">{t('allPrograms')}</Link>
    </Stack>
  );
}

function ProgramDetail({ program }: { program: Program }) {
  const { t } = useTranslation('programs');
  const format = useProgramFormat();
  const availability = programAvailability(program);
  return (
    <Card>
      <Stack $gap={3}>
        <ProgramBadge program={program} />
        <PageTitle>{format.text(program.title)}</PageTitle>
        <LazyPicture image={program.image} priority />
        <ProgramFacts program={program} />
        <Paragraph>{format.text(program.description)}</Paragraph>
        <FavoriteButton
          kind="program"
          itemId={program.id}
          kept={program.isFavorite}
          shownIn={programQuery(program.id).queryKey}
        />
        {program.myReservation && (
          <Alert tone="success">
            {t('detail.myReservation', { count: program.myReservation.seats })}
          </Alert>
        )}
        {availability === 'open' && (
          <StepLink to={`/reserve/${program.id}`}>{t('detail.reserve')}</StepLink>
        )}
        {availability === 'reserved' && (
          <SecondaryStepLink to={`/cancel-program/${program.id}`}>
            {t('detail.cancel')}
          </SecondaryStepLink>
        )}
        {availability === 'fullyBooked' && <Alert tone="info">{t('detail.fullyBooked')}</Alert>}
        {availability === 'started' && <Alert tone="info">{t('detail.started')}</Alert>}
        {availability === 'attended' && <Alert tone="success">{t('detail.attended')}</Alert>}
        {availability === 'noShow' && <Alert tone="info">{t('detail.noShow')}</Alert>}
      </Stack>
    </Card>
  );
}
