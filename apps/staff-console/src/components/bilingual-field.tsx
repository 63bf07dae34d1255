import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import { inLanguage } from '../lib/field-names.ts';
import { FieldPair } from './form-parts.ts';

const LANGUAGES: readonly Language[] = ['en', 'vi'];

interface BilingualFieldProps {
  /** The field's label, e.g. "Name"; each input says its language after it: "Name (English)". */
  label: string;
  registered: Record<Language, UseFormRegisterReturn>;
  problems: Record<Language, string | undefined>;
  maxLength: number;
  /** Several lines (a summary, a description, terms). */
  rows?: number;
}

/**
 * A text the guests read, in English and in Vietnamese side by side from a tablet up, so the two
 * are read against each other; each input carries its language (`lang`).
 */
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
          label: inLanguage(t, label, language),
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
