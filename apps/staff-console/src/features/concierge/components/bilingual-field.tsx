import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  /* English beside Vietnamese from a tablet up, so the two are read against each other. */
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

interface BilingualFieldProps {
  /** The field's label, e.g. "Title"; each input says its language after it. */
  label: string;
  en: UseFormRegisterReturn;
  vi: UseFormRegisterReturn;
  problems: { en: string | undefined; vi: string | undefined };
  maxLength: number;
  /** Several lines (a summary, a description, terms). */
  rows?: number;
}

/** A text the guests read, in English and in Vietnamese side by side. */
export function BilingualField({ label, en, vi, problems, maxLength, rows }: BilingualFieldProps) {
  const { t } = useTranslation();
  const labelIn = (language: 'en' | 'vi') =>
    t('concierge:inLanguage', { field: label, language: t(`concierge:languages.${language}`) });
  const field = (language: 'en' | 'vi', registered: UseFormRegisterReturn) =>
    rows ? (
      <TextArea
        label={labelIn(language)}
        lang={language}
        rows={rows}
        maxLength={maxLength}
        {...registered}
        error={problems[language]}
      />
    ) : (
      <TextField
        label={labelIn(language)}
        lang={language}
        maxLength={maxLength}
        autoComplete="off"
        {...registered}
        error={problems[language]}
      />
    );
  return (
    <Pair>
      {field('en', en)}
      {field('vi', vi)}
    </Pair>
  );
}
