import type { Decorator } from '@storybook/react-vite';

export type StoryLocale = 'en' | 'vi';

/**
 * Stories hold English texts in `args` and the Vietnamese ones in `parameters.vi`. With the
 * language toolbar on "vi", every arg that still has its initial value is swapped for its
 * Vietnamese counterpart; an arg edited in the Controls panel keeps the edit.
 */
export const withStoryLanguage: Decorator = (Story, context) => {
  const vi: unknown = context.parameters.vi;
  if (context.globals.locale !== 'vi' || typeof vi !== 'object' || vi === null) return <Story />;
  const args: Record<string, unknown> = { ...context.args };
  for (const [key, value] of Object.entries(vi)) {
    if (JSON.stringify(context.args[key]) === JSON.stringify(context.initialArgs[key]))
      args[key] = value;
  }
  return <Story args={args} />;
};
