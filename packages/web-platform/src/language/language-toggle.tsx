import { Button, type ButtonProps } from '@portal/ui/button';
import type { LanguageState } from './language-store.ts';

export interface LanguageToggleProps extends ButtonProps {
  /** The app's language store (`createLanguageStore`). */
  useLanguage: () => LanguageState;
  /** What the button says, in the other language ("Tiếng Việt" / "English"). */
  text: string;
}

/**
 * Switches English ⇄ Tiếng Việt; the store remembers the choice on this device. The rest is the
 * kit's button as each app draws it (its variant, an accessible name where the text alone does
 * not say what it does).
 */
export function LanguageToggle({ useLanguage, text, ...button }: LanguageToggleProps) {
  const { language, setLanguage } = useLanguage();
  const next = language === 'en' ? 'vi' : 'en';
  return (
    <Button {...button} lang={next} onClick={() => setLanguage(next)}>
      {text}
    </Button>
  );
}
