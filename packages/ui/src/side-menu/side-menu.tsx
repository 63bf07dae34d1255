import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: rgba(0, 0, 0, 0.4);
`;

const Panel = styled.nav`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 901;
  width: min(82vw, 320px);
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
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
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  li a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primarySoft};
    font-weight: ${({ theme }) => theme.font.weight.bold};
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

/** A drawer with the portal's navigation; Escape or the scrim closes it. */
export function SideMenu({ open, label, onClose, children, footer }: SideMenuProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
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
