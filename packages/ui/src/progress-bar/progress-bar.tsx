import styled from 'styled-components';
import { color, motion, radius } from '../theme/tokens.ts';

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
  border-radius: ${radius.pill};
  background: ${color.skeleton};
`;

// `:where()` keeps the class's own specificity, as when the tone prop chose the colour.
const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${color.primary};
  &:where([data-tone='danger']) {
    background: ${color.danger};
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: width ${motion.enter} ease;
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
      <Fill data-tone={tone} style={{ width: `${percent}%` }} />
    </Track>
  );
}
