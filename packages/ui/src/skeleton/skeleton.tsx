import styled from 'styled-components';
import { color, space } from '../theme/tokens.ts';

export interface SkeletonProps {
  /** `text`: lines of text; `block`: an image or card; `circle`: an avatar. */
  variant?: 'text' | 'block' | 'circle';
  /** Lines of a `text` skeleton; the last one is shorter. */
  lines?: number;
  width?: string;
  height?: string;
  /** Read by screen readers while loading, e.g. "Loading programs". */
  label: string;
}

const Shape = styled.span<{ $radius: string }>`
  display: block;
  border-radius: ${({ $radius }) => $radius};
  background: ${color.skeleton};
  @media (prefers-reduced-motion: no-preference) {
    animation: skeleton-pulse 1.4s ease-in-out infinite;
  }
  @keyframes skeleton-pulse {
    50% {
      opacity: 0.55;
    }
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

/** A grey placeholder in the shape of content that is still loading. */
export function Skeleton({ variant = 'text', lines = 3, width, height, label }: SkeletonProps) {
  if (variant === 'text') {
    return (
      <Lines role="status" aria-label={label} style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <Shape
            key={index}
            $radius="4px"
            style={{
              height: height ?? '0.9em',
              width: index === lines - 1 && lines > 1 ? '60%' : '100%',
            }}
          />
        ))}
      </Lines>
    );
  }
  const circle = variant === 'circle';
  return (
    <Shape
      role="status"
      aria-label={label}
      $radius={circle ? '50%' : '12px'}
      style={{
        width: width ?? (circle ? '48px' : '100%'),
        height: height ?? (circle ? '48px' : '160px'),
      }}
    />
  );
}
