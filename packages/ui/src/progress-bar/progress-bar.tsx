import styled from 'styled-components';

export interface ProgressBarProps {
  /** 0 to `max`. */
  value: number;
  max?: number;
  /** Names the bar, e.g. "Uploading passport.jpg". */
  label: string;
  tone?: 'primary' | 'danger';
}

const Track = styled.div`
  width: 100%;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.skeleton};
`;

const Fill = styled.div<{ $tone: 'primary' | 'danger' }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.primary)};
  @media (prefers-reduced-motion: no-preference) {
    transition: width ${({ theme }) => theme.motion.enter} ease;
  }
`;

/** A thin determinate progress bar. */
export function ProgressBar({ value, max = 100, label, tone = 'primary' }: ProgressBarProps) {
  const bounded = Math.min(max, Math.max(0, value));
  const percent = max > 0 ? Math.round((bounded / max) * 100) : 0;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={bounded}
    >
      <Fill $tone={tone} style={{ width: `${percent}%` }} />
    </Track>
  );
}
