import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, font, radius, shadow, space } from '../theme/tokens.ts';

export interface BillLine {
  id: string;
  label: ReactNode;
  /** E.g. the date or the quantity, already formatted. */
  detail?: ReactNode;
  amount: number;
}

export interface BillGroup {
  id: string;
  /** Room, Room service, Other services, Food and beverage. */
  title: ReactNode;
  lines: BillLine[];
}

export interface BillTotals {
  net: number;
  serviceCharge: number;
  vat: number;
  total: number;
}

export interface BillSummaryLabels {
  item: string;
  amount: string;
  net: string;
  serviceCharge: string;
  vat: string;
  total: string;
  /** Shown when no group has a line. */
  empty: string;
}

export interface BillSummaryProps {
  /** Names the table, e.g. "Bill 1024". */
  caption: ReactNode;
  groups: BillGroup[];
  totals: BillTotals;
  labels: BillSummaryLabels;
  /** Formats an amount in the hotel's currency. */
  formatPrice: (amount: number) => string;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${color.surface};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  overflow: hidden;
  font-variant-numeric: tabular-nums;
  caption {
    padding: ${space(3)} ${space(1)};
    text-align: left;
    font-weight: ${font.weight.bold};
    font-size: ${font.size.lg};
  }
  th,
  td {
    padding: ${space(2)} ${space(4)};
    text-align: left;
    vertical-align: top;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    font-size: ${font.size.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${color.textMuted};
    border-bottom: 1px solid ${color.border};
  }
  tbody th[scope='rowgroup'] {
    text-align: left;
    padding-top: ${space(3)};
    background: ${color.primarySoft};
    color: ${color.text};
    font-weight: ${font.weight.bold};
  }
  tbody td small {
    display: block;
    color: ${color.textMuted};
  }
  tfoot tr:first-child > * {
    border-top: 1px solid ${color.border};
  }
  tfoot th {
    font-weight: ${font.weight.regular};
    color: ${color.textMuted};
  }
  tfoot tr:last-child > * {
    border-top: 2px solid ${color.text};
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    color: ${color.text};
  }
`;

const Empty = styled.td`
  color: ${color.textMuted};
  text-align: center !important;
`;

/** A bill as a table: lines grouped (room, room service, …), then net, service charge, VAT and total. */
export function BillSummary({ caption, groups, totals, labels, formatPrice }: BillSummaryProps) {
  const filled = groups.filter((group) => group.lines.length > 0);
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.item}</th>
          <th scope="col">{labels.amount}</th>
        </tr>
      </thead>
      {filled.length === 0 ? (
        <tbody>
          <tr>
            <Empty colSpan={2}>{labels.empty}</Empty>
          </tr>
        </tbody>
      ) : (
        filled.map((group) => (
          <tbody key={group.id}>
            <tr>
              <th scope="rowgroup" colSpan={2}>
                {group.title}
              </th>
            </tr>
            {group.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.label}
                  {line.detail && <small>{line.detail}</small>}
                </td>
                <td>{formatPrice(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        ))
      )}
      <tfoot>
        <tr>
          <th scope="row">{labels.net}</th>
          <td>{formatPrice(totals.net)}</td>
        </tr>
        <tr>
          <th scope="row">{labels.serviceCharge}</th>
          <td>{formatPrice(totals.serviceCharge)}</td>
        </tr>
        <tr>
          <th scope="row">{labels.vat}</th>
          <td>{formatPrice(totals.vat)}</td>
        </tr>
        <tr>
          <th scope="row">{labels.total}</th>
          <td>{formatPrice(totals.total)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
