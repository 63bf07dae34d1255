import { Button, type ButtonVariant } from '@portal/ui/button';
import type { LanguageState } from './language-store.ts';

export interface LanguageToggleProps {
  /** The app's language store (`createLanguageStore`). */
  useLanguage: () => LanguageState;
  /** What the button says, in the other language ("Tiếng Việt" / "English"). */
  text: string;
  /** Its accessible name, where the text alone does not say what it does. */
  label?: string;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** Switches English ⇄ Tiếng Việt; the store remembers the choice on this device. */
export function LanguageToggle({
  useLanguage,
  text,
  label,
  variant = 'ghost',
  fullWidth,
}: LanguageToggleProps) {
  const { language, setLanguage } = useLanguage();
  const next = language === 'en' ? 'vi' : 'en';
  return (
    <Button
      variant={variant}
      fullWidth={fullWidth}
      lang={next}
      aria-label={label}
      onClick={() => setLanguage(next)}
    >
      {text}
    </Button>
  );
}
