import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { SEARCH_MIN_LENGTH } from '../api/front-desk-queries.ts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

/** A key pressed to type into a field, where "/" is a character, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The desk's search: number, guest name or e-mail, opening the results at
 * `/reservations/search?q=…` (a new entry, so Back returns to the screen before). "/" anywhere on
 * the screen but in a field puts the cursor in it.
 */
export function ReservationSearchForm({ typed = '' }: { typed?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(typed);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => setValue(typed), [typed]);
  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      field.current?.focus();
    };
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (q.length < SEARCH_MIN_LENGTH) {
      setProblem(t('front-desk:search.tooShort', { min: SEARCH_MIN_LENGTH }));
      field.current?.focus();
      return;
    }
    setProblem(null);
    void navigate(`/reservations/search?${new URLSearchParams({ q }).toString()}`);
  };

  return (
    <Form role="search" aria-label={t('front-desk:search.title')} onSubmit={submit} noValidate>
      <TextField
        ref={field}
        type="search"
        name="q"
        label={t('front-desk:search.field')}
        hint={t('front-desk:search.hint')}
        error={problem ?? undefined}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="/"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Button type="submit">{t('front-desk:search.submit')}</Button>
    </Form>
  );
}
