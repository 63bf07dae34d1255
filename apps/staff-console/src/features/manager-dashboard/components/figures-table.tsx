import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface FiguresColumn {
  header: string;
  /** The figure of one row, as the reader's language writes it. */
  cell: (row: number) => ReactNode;
}

const Disclosure = styled.details`
  summary {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${({ theme }) => theme.color.link};
    cursor: pointer;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** Named for a screen reader; the disclosure's own title shows above it. */
const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Table = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(2)};
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th:first-child {
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A chart's numbers, one row a day, behind a disclosure (what a screen reader reads instead). */
export function FiguresTable({
  caption,
  days,
  columns,
}: {
  caption: string;
  days: string[];
  columns: FiguresColumn[];
}) {
  const { t } = useTranslation();
  return (
    <Disclosure>
      <summary>{t('manager-dashboard:showTable')}</summary>
      <Scroll
        tabIndex={0}
        role="region"
        aria-label={t('manager-dashboard:tableLabel', { title: caption })}
      >
        <Table>
          <Caption>{caption}</Caption>
          <thead>
            <tr>
              <th scope="col">{t('manager-dashboard:date')}</th>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, row) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Disclosure>
  );
}
