import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { BrandHeading } from '../../../components/brand-heading.tsx';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { programIdFrom, useProgram } from '../api/program-queries.ts';
import { ProgramFacts } from '../components/program-facts.tsx';
import { useProgramFormat } from '../use-program-format.ts';

/** /reserve-success/:id: the places are the guest's. */
export function ReserveSuccessPage() {
  const { t } = useTranslation('programs');
  const format = useProgramFormat();
  const id = programIdFrom(useParams().id);
  const program = useProgram(id);
  const reserved = program.data?.myReservation;
  return (
    <Stack>
      <BrandHeading>{t('reserveSuccess.title')}</BrandHeading>
      <Card>
        {program.data ? (
          <Stack $gap={3}>
            {reserved && (
              <Alert tone="success">
                {t('reserveSuccess.body', {
                  title: format.text(program.data.title),
                  count: reserved.seats,
                })}
              </Alert>
            )}
            <ProgramFacts program={program.data} showPlaces={false} />
          </Stack>
        ) : (
          <DeferredQueryState query={program} skeleton={{ variant: 'block' }} />
        )}
      </Card>
      <Link to={`/program-detail/${id}`}>{t('reserveSuccess.seeProgram')}</Link>
      <Link to="/programs">{t('allPrograms')}</Link>
    </Stack>
  );
}
