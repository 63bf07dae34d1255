import styled from 'styled-components';
import { color, layer } from '../theme/tokens.ts';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layer.overlay};
  display: grid;
  place-items: center;
  background: rgba(255, 255, 255, 0.6);
`;

const Ring = styled.div`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 4px solid ${color.primarySoft};
  border-top-color: ${color.primary};
  @media (prefers-reduced-motion: no-preference) {
    animation: loading-overlay-spin 0.9s linear infinite;
  }
  @keyframes loading-overlay-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** Covers the page while the global loading flag is set; announced politely by its label. */
export function LoadingOverlay({ visible, label }: { visible: boolean; label: string }) {
  if (!visible) return null;
  return (
    <Overlay role="status" aria-live="polite" aria-label={label}>
      <Ring aria-hidden="true" />
    </Overlay>
  );
}
