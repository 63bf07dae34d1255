import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Program } from '@portal/api-client/contract/programs';
import { useProgramFormat } from '../use-program-format.ts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
  }
`;

/** When, where, for how much, and how many places are left. */
export function ProgramFacts({
  program,
  showPlaces = true,
}: {
  program: Program;
  showPlaces?: boolean;
}) {
  const { t } = useTranslation('programs');
  const format = useProgramFormat();
  return (
    <Facts>
      <dt>{t('when')}</dt>
      <dd>{format.schedule(program)}</dd>
      <dt>{t('where')}</dt>
      <dd>{format.text(program.location)}</dd>
      <dt>{t('price')}</dt>
      <dd>{format.price(program)}</dd>
      {showPlaces && (
        <>
          <dt>{t('availability')}</dt>
          <dd>
            {program.fullyBooked ? t('fullyBooked') : t('seatsLeft', { count: program.seatsLeft })}
          </dd>
        </>
      )}
    </Facts>
  );
}
