import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { PortalThemeProvider } from '../src/theme/portal-theme-provider.tsx';
import { storyLocale, withStoryLanguage } from '../src/storybook/story-language.tsx';
import { STORY_TENANTS, storyTenant } from '../src/storybook/tenants.ts';

// A play function waits for what a person would see (a toast sliding in or out); with the rest of
// `npm test` beside it on two cores, that outran Testing Library's 1 s default. A hang still fails.
configure({ asyncUtilTimeout: 10_000 });

const withTenantTheme: Decorator = (Story, context) => {
  const tenant = storyTenant(context.globals.tenant);
  const locale = storyLocale(context);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return (
    <PortalThemeProvider tokens={{ themeColor: tenant.themeColor }}>
      <Story />
    </PortalThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    tenant: {
      description: 'Hotel tenant (theme colour from tenants/*/tenant.json)',
      toolbar: {
        title: 'Tenant',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: STORY_TENANTS.map((tenant) => ({
          value: tenant.id,
          title: `${tenant.id} · ${tenant.themeColor}`,
          right: tenant.displayName,
        })),
      },
    },
    locale: {
      description: 'Language of the texts passed to the components',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          { value: 'vi', title: 'Tiếng Việt' },
        ],
      },
    },
  },
  initialGlobals: {
    tenant: storyTenant(undefined).id,
    locale: 'en',
    viewport: { value: 'phone', isRotated: false },
  },
  // The theme must wrap the language swap, so the theme decorator comes last (outermost).
  decorators: [withStoryLanguage, withTenantTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: {
          name: 'Phone (390 × 844)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        ...INITIAL_VIEWPORTS,
      },
    },
    a11y: {
      // Accessibility violations fail the story's test (Vitest) and show in the a11y panel.
      test: 'error',
      // Under automation (the story checks, Vitest's browser) only violations fail a story, so axe
      // details every failing node but one node per passed or incomplete rule: the same rules, a
      // fifth less CPU. A person's a11y panel keeps every node of every result.
      ...(globalThis.navigator?.webdriver ? { options: { resultTypes: ['violations'] } } : {}),
    },
    docs: { codePanel: true },
  },
};

export default preview;
