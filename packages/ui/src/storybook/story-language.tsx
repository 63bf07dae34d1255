import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';

export type StoryLocale = 'en' | 'vi';

/** The part of a story's context that decides which language it shows. */
interface LanguageContext<TArgs> {
  args: TArgs;
  initialArgs: TArgs;
  parameters: { vi?: unknown };
  globals: { locale?: unknown };
}

export function storyLocale(context: { globals: { locale?: unknown } }): StoryLocale {
  return context.globals.locale === 'vi' ? 'vi' : 'en';
}

/** A text the story writes itself (an opener button, a demo row), in the language shown. */
export function inStoryLanguage<T>(
  context: { globals: { locale?: unknown } },
  texts: Record<StoryLocale, T>,
): T {
  return texts[storyLocale(context)];
}

/**
 * Stories hold English texts in `args` and the Vietnamese ones in `parameters.vi`. In Vietnamese,
 * every arg that still has its initial value is swapped for its Vietnamese counterpart; an arg
 * edited in the Controls panel keeps the edit. Play functions read their texts from here, so they
 * look for what the canvas shows in either language.
 */
export function argsAsShown<TArgs extends object>(context: LanguageContext<TArgs>): TArgs {
  const vi = context.parameters.vi;
  if (storyLocale(context) !== 'vi' || typeof vi !== 'object' || vi === null) return context.args;
  const args: Record<string, unknown> = Object.fromEntries(Object.entries(context.args));
  const initialArgs: Record<string, unknown> = Object.fromEntries(
    Object.entries(context.initialArgs),
  );
  for (const [key, value] of Object.entries(vi)) {
    if (JSON.stringify(args[key]) === JSON.stringify(initialArgs[key])) args[key] = value;
  }
  return { ...context.args, ...args };
}

/** A text arg as a string, for finding it on the canvas (a story passing markup fails loudly). */
export function plainText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  throw new TypeError('This arg is not plain text: look it up by role instead');
}

export const withStoryLanguage: Decorator = (Story, context) =>
  storyLocale(context) === 'vi' ? <Story args={argsAsShown(context)} /> : <Story />;
