import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTheme } from './create-theme.ts';
import { PortalThemeProvider } from './portal-theme-provider.tsx';
import { color } from './tokens.ts';

describe('colour tokens', () => {
  it.each(['#99CC33', '#1F5C99'])(
    'refer to custom properties the server-rendered page declares for %s',
    (themeColor) => {
      const sheet = new ServerStyleSheet();
      try {
        renderToString(
          sheet.collectStyles(
            createElement(PortalThemeProvider, { tokens: { themeColor }, children: null }),
          ),
        );
        const root = /:root,::backdrop\{([^}]*)\}/.exec(sheet.getStyleTags())?.[1];
        for (const [name, value] of Object.entries(createTheme({ themeColor }).color)) {
          const property = /^var\((--[\w-]+)\)$/.exec(color[name as keyof typeof color])?.[1];
          expect(root).toContain(`${property}:${value};`);
        }
      } finally {
        sheet.seal();
      }
    },
  );
});
