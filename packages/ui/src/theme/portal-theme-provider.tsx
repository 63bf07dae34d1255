import { useMemo, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { createTheme, type BrandTokens } from './create-theme.ts';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    line-height: 1.5;
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

export function PortalThemeProvider({
  tokens,
  children,
}: {
  tokens: BrandTokens;
  children: ReactNode;
}) {
  const theme = useMemo(() => createTheme(tokens), [tokens]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
