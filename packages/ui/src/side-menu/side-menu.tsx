import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusableWithin } from '../internal/focusable.ts';
import { color, font, layer, radius, shadow, space } from '../theme/tokens.ts';

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layer.menu};
  background: ${color.scrim};
`;

const Panel = styled.nav`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${layer.menu + 1};
  width: min(82vw, 320px);
  padding: ${space(4)};
  background: ${color.surface};
  box-shadow: ${shadow.raised};
  overflow-y: auto;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 ${space(3)};
    border-radius: ${radius.sm};
    color: ${color.text};
    text-decoration: none;
  }
  li a:hover {
    background: ${color.background};
  }
  li a[aria-current='page'] {
    background: ${color.primarySoft};
    font-weight: ${font.weight.bold};
  }
`;

export interface SideMenuProps {
  open: boolean;
  label: string;
  onClose: () => void;
  /** Menu entries as list items with the router's links, in order. */
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A drawer with the portal's navigation. Escape or the scrim closes it; while open, Tab stays
 * inside; on close focus goes back to the menu button.
 */
export function SideMenu({ open, label, onClose, children, footer }: SideMenuProps) {
  const panel = useRef<HTMLElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusableWithin(element)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableWithin(element);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <>
      <Scrim onClick={onClose} aria-hidden="true" />
      <Panel ref={panel} aria-label={label}>
        <ul>{children}</ul>
        {footer}
      </Panel>
    </>
  );
}
