import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, font, radius, space } from '../theme/tokens.ts';

/** The guest's reservation status, as the API sends it. */
export type GuestStatus = 'Arrived' | 'Confirmed' | 'Unconfirmed' | 'Checked out';

export interface StatusBadgeProps {
  status: GuestStatus;
  /** The translated status, e.g. "Đã nhận phòng". */
  label: ReactNode;
}

// Coloured by the status it shows (Confirmed by default), so the CSS does not depend on props;
// `:where()` keeps the class's own specificity, as when the props chose the colours.
const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  align-self: flex-start;
  padding: 2px ${space(3)};
  border-radius: ${radius.pill};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.bold};
  line-height: 1.6;
  background: ${color.primarySoft};
  color: ${color.text};
  &:where([data-status='Arrived']) {
    background: ${color.successSoft};
    color: ${color.success};
  }
  &:where([data-status='Unconfirmed']) {
    background: ${color.warningSoft};
    color: ${color.warning};
  }
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Arrived, Confirmed, Unconfirmed or Checked out, with a colour per status and the app's translated label. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  return <Badge data-status={status}>{label}</Badge>;
}
