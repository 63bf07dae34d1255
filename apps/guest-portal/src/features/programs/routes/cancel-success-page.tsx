import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { Stack } from '@portal/ui/stack';
import { BrandHeading } from '../../../components/brand-heading.tsx';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { programIdFrom, useProgram } from '../api/program-queries.ts';
import { useProgramFormat } from '../use-program-format.ts';

/** /cancel-success/:id: the places are given back. */
export function CancelSuccessPage() {
  const { t } = useTranslation('programs');
  const format = useProgramFormat();
  const id = programIdFrom(useParams().id);
  const program = useProgram(id);
  return (
    <Stack>
      <BrandHeading>{t('cancelSuccess.title')}</BrandHeading>
      <Card>
        {program.data ? (
          <Alert tone="success">
            {t('cancelSuccess.body', { title: format.text(program.data.title) })}
          </Alert>
        ) : (
          <DeferredQueryState query={program} skeleton={{ variant: 'block' }} />
        )}
      </Card>
      <Link to={`/program-detail/${id}`}>{t('reserveSuccess.seeProgram')}</Link>
      <Link to="/programs">{t('allPrograms')}</Link>
    </Stack>
  );
}
