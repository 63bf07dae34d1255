import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../icon-button/icon-button.tsx';
import { color, font, space } from '../theme/tokens.ts';

/** A: tall curved background; B: short curved background; C: the other, flat short background. */
export type ShellBackground = 'tall-curve' | 'short-curve' | 'short-flat';

const HEIGHTS: Record<ShellBackground, string> = {
  'tall-curve': '240px',
  'short-curve': '140px',
  'short-flat': '112px',
};

const Frame = styled.div`
  position: relative;
  min-height: 100dvh;
  max-width: 560px;
  margin: 0 auto;
  background: ${color.background};
  overflow-x: clip;
`;

const Backdrop = styled.div<{ $background: ShellBackground }>`
  position: absolute;
  inset: 0 0 auto 0;
  height: ${({ $background }) => HEIGHTS[$background]};
  background: ${color.brand};
  border-radius: ${({ $background }) => ($background === 'short-flat' ? '0' : '0 0 50% 50% / 0 0 40px 40px')};
`;

const Content = styled.main`
  position: relative;
  padding: ${space(4)};
  padding-bottom: 96px;
`;

export interface PageShellProps {
  background: ShellBackground;
  header: ReactNode;
  children: ReactNode;
  /** Floating things that sit above the content, e.g. contact buttons. */
  floating?: ReactNode;
}

export function PageShell({ background, header, children, floating }: PageShellProps) {
  return (
    <Frame>
      <Backdrop $background={background} aria-hidden="true" />
      {header}
      <Content id="main-content" tabIndex={-1}>
        {children}
      </Content>
      {floating}
    </Frame>
  );
}

const Bar = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  color: ${color.onBrand};
  a {
    color: inherit;
  }
  /* The usual blue ring can vanish on a blue brand: on the brand bar the ring takes the text colour. */
  :focus-visible {
    outline-color: currentColor;
  }
`;

// A long name wraps at 320 px in lines of its own height, still a 44 px target.
const Title = styled.div`
  flex: 1;
  text-align: center;
  font-weight: ${font.weight.bold};
  font-size: ${font.size.lg};
  a {
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    line-height: 1.25;
  }
`;

export interface AppHeaderProps {
  menuLabel: string;
  onMenu: () => void;
  menuExpanded: boolean;
  /** The hotel name as a link home (the router's link, from the app). */
  title: ReactNode;
  /** The profile icon link (from the app). */
  end: ReactNode;
}

export function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 6h18M3 12h18M3 18h18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ProfileIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function MessagesIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5h16v11H9l-5 4zM8 10h8M8 13h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function AppHeader({ menuLabel, onMenu, menuExpanded, title, end }: AppHeaderProps) {
  return (
    <Bar>
      <IconButton label={menuLabel} tone="inherit" aria-expanded={menuExpanded} onClick={onMenu}>
        <MenuIcon />
      </IconButton>
      <Title>{title}</Title>
      {end}
    </Bar>
  );
}
