import { useTranslation } from 'react-i18next';
import { Card } from '@portal/ui/card';
import { RadioGroup } from '@portal/ui/radio-group';
import { Stack } from '@portal/ui/stack';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { PageTitle } from '../../../components/section-title.tsx';
import { useChosenLanguage } from '../../../hooks/use-page-language.ts';
import { useLanguageStore } from '../../../stores/language-store.ts';

/** Each language is named in itself, so a guest finds theirs whatever the portal speaks now. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', vi: 'Tiếng Việt' };

/** `/language`: the portal's language, saved on this phone and restored at the next visit. */
export function LanguagePage() {
  const { t } = useTranslation('language');
  const language = useChosenLanguage();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return (
    <Card aria-labelledby="language-title">
      <Stack $gap={3}>
        <PageTitle id="language-title">{t('title')}</PageTitle>
        <RadioGroup
          legend={t('choose')}
          name="language"
          value={language}
          onChange={(value) => {
            if (value === 'en' || value === 'vi') setLanguage(value);
          }}
          options={(Object.keys(LANGUAGE_NAMES) as Language[]).map((value) => ({
            value,
            label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
          }))}
        />
        <p style={{ margin: 0 }}>{t('saved')}</p>
      </Stack>
    </Card>
  );
}
