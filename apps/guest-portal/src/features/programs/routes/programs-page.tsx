import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { ProgramCard } from '@portal/ui/program-card';
import { Stack } from '@portal/ui/stack';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle } from '../../../components/section-title.tsx';
import { usePrograms } from '../api/program-queries.ts';
import { ProgramBadge } from '../components/program-badge.tsx';
import { useProgramFormat } from '../use-program-format.ts';

const Intro = styled.p`
  margin: 0;
`;

/** /programs: the hotel's upcoming programs, soonest first. */
export function ProgramsPage() {
  const { t } = useTranslation('programs');
  const format = useProgramFormat();
  const programs = usePrograms();
  const list = programs.data?.programs;
  return (
    <Stack>
      <Card>
        <Stack $gap={2}>
          <PageTitle>{t('title')}</PageTitle>
          <Intro>{t('intro')}</Intro>
        </Stack>
      </Card>
      <DeferredQueryState query={programs} skeleton={{ variant: 'block' }} />
      {list?.length === 0 && (
        <Card>
          <EmptyState title={t('empty')} message={t('emptyHint')} icon="calendar" />
        </Card>
      )}
      {list?.map((program, index) => (
        <ProgramCard
          key={program.id}
          headingLevel={2}
          title={<Link to={`/program-detail/${program.id}`}>{format.text(program.title)}</Link>}
          image={{
            src: program.image.url,
            alt: '',
            width: program.image.width,
            height: program.image.height,
            priority: index === 0,
          }}
          schedule={format.schedule(program)}
          location={format.text(program.location)}
          description={format.text(program.summary)}
          price={format.price(program)}
          badge={<ProgramBadge program={program} />}
        />
      ))}
    </Stack>
  );
}
