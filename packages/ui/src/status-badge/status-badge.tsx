import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The guest's reservation status, as the API sends it. */
export type GuestStatus = 'Arrived' | 'Confirmed' | 'Unconfirmed';

export interface StatusBadgeProps {
  status: GuestStatus;
  /** The translated status, e.g. "Đã nhận phòng". */
  label: ReactNode;
}

type Tone = 'success' | 'info' | 'warning';

const TONES: Record<GuestStatus, Tone> = {
  Arrived: 'success',
  Confirmed: 'info',
  Unconfirmed: 'warning',
};

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.6;
  background: ${({ theme, $tone }) =>
    ({
      success: theme.color.successSoft,
      info: theme.color.primarySoft,
      warning: theme.color.warningSoft,
    })[$tone]};
  color: ${({ theme, $tone }) => ({ success: theme.color.success, info: theme.color.text, warning: theme.color.warning })[$tone]};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Arrived, Confirmed or Unconfirmed, with a colour per status and the app's translated label. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  return (
    <Badge $tone={TONES[status]} data-status={status}>
      {label}
    </Badge>
  );
}
