import { useMemo, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider, type DefaultTheme } from 'styled-components';
import { createTheme, type BrandTokens } from './create-theme.ts';
import { color, colorProperty, font } from './tokens.ts';

/** `--color-primary: #…;` for each colour of the hotel's theme. */
const colorProperties = (colors: DefaultTheme['color']) =>
  Object.entries(colors)
    .map(([name, value]) => `${colorProperty(name)}: ${value};`)
    .join(' ');

const GlobalStyle = createGlobalStyle`
  /* ::backdrop inherits nothing before Chrome 122, Firefox 120 and Safari 17.4. */
  :root, ::backdrop { ${({ theme }) => colorProperties(theme.color)} }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${font.family};
    color: ${color.text};
    background: ${color.background};
    line-height: 1.5;
  }
  :focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
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
