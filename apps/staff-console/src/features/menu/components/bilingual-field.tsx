import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import { FieldPair } from './form-parts.ts';

const LANGUAGES = ['en', 'vi'] as const;

interface BilingualFieldProps {
  /** The field's label, e.g. "Name"; each input says its language after it. */
  label: string;
  registered: Record<(typeof LANGUAGES)[number], UseFormRegisterReturn>;
  problems: Record<(typeof LANGUAGES)[number], string | undefined>;
  maxLength: number;
  /** Several lines (a description). */
  rows?: number;
}

/** A text the guests read, in English and in Vietnamese side by side. */
export function BilingualField({
  label,
  registered,
  problems,
  maxLength,
  rows,
}: BilingualFieldProps) {
  const { t } = useTranslation();
  return (
    <FieldPair>
      {LANGUAGES.map((language) => {
        const props = {
          label: t('menu:inLanguage', { field: label, language: t(`menu:languages.${language}`) }),
          lang: language,
          maxLength,
          ...registered[language],
          error: problems[language],
        };
        return rows ? (
          <TextArea key={language} rows={rows} {...props} />
        ) : (
          <TextField key={language} autoComplete="off" {...props} />
        );
      })}
    </FieldPair>
  );
}
