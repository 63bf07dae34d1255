import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { consoleResources } from '../app/i18n.ts';
import { routes } from '../app/routes.tsx';
import { tenant } from '../config/tenant.ts';
import { queryClient } from '../lib/query-client.ts';

async function texts(language: 'en' | 'vi'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: await consoleResources(),
      lng: language,
      fallbackLng: 'en',
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(language);
}

/**
 * The console as a staff member sees it at `path`: the hotel's theme, its routes (loaders and
 * role gates included) and the app's one query cache, emptied first.
 */
export async function renderConsole(
  path: string,
  { language = 'en', state }: { language?: 'en' | 'vi'; state?: unknown } = {},
) {
  await texts(language);
  queryClient.clear();
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PortalThemeProvider tokens={tenant}>
        <RouterProvider router={router} />
      </PortalThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
