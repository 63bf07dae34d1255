import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  GUEST_NAME_MAX_LENGTH,
  type ImportProblem,
} from '@portal/api-client/staff-contract/reservation-import';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Where = styled.strong`
  margin-right: ${({ theme }) => theme.space(2)};
`;

/** Every bad row of the file: its row, its column and why, in the reader's language. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="import-problems-title">
      <h2 id="import-problems-title">{t('reservation-import:problemsTitle')}</h2>
      <p>{t('reservation-import:problemsIntro', { count: problems.length })}</p>
      <List>
        {problems.map((problem) => (
          <li key={`${problem.row}-${problem.field}-${problem.reason}`}>
            <Where>
              {problem.field
                ? t('reservation-import:problemRowField', {
                    row: problem.row,
                    field: t(`reservation-import:columns.${problem.field}`, {
                      defaultValue: problem.field,
                    }),
                  })
                : t('reservation-import:problemRow', { row: problem.row })}
            </Where>
            {t(`reservation-import:reasons.${problem.reason}`, { max: GUEST_NAME_MAX_LENGTH })}
          </li>
        ))}
      </List>
    </section>
  );
}
