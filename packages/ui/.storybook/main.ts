import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { storyTenantsPlugin } from './story-tenants-plugin.ts';

const config: StorybookConfig = {
  // The kit's stories, and the guest e-mails' (packages/emails: the "E-mails" section).
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../emails/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen (the default) reads props from the kit's own interfaces; react-docgen-typescript
  // needs the TypeScript JS API, which TypeScript 7 (native) no longer ships.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (vite) => mergeConfig(vite, { plugins: [storyTenantsPlugin()] }),
};

export default config;
