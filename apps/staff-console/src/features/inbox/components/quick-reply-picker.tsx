import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import type { QuickReply } from '@portal/api-client/staff-contract/inbox';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { Muted } from '../../../components/panel.ts';
import { quickRepliesQuery } from '../api/inbox-queries.ts';

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The hotel's quick replies, offered in the guest's language: a click puts one into the reply
 * (`onInsert`) and closes the list.
 */
export function QuickReplyPicker({
  language,
  onInsert,
}: {
  language: Language;
  onInsert: (quickReply: QuickReply, text: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const quickReplies = useQuery({ ...quickRepliesQuery, enabled: open });
  return (
    <div>
      <Button
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((now) => !now)}
      >
        {t('inbox:reply.quickReplies')}
      </Button>
      <div id={listId} hidden={!open}>
        {open && quickReplies.data && (
          <>
            <Muted id={`${listId}-label`}>
              {t('inbox:reply.quickRepliesIn', { language: t(`languages.${language}`) })}
            </Muted>
            {quickReplies.data.length === 0 ? (
              <Muted>{t('inbox:reply.noQuickReplies')}</Muted>
            ) : (
              <Choices aria-labelledby={`${listId}-label`}>
                {quickReplies.data.map((quickReply) => (
                  <li key={quickReply.id}>
                    <Button
                      type="button"
                      variant="ghost"
                      lang={language}
                      onClick={() => {
                        onInsert(quickReply, quickReply.text[language]);
                        setOpen(false);
                      }}
                    >
                      {quickReply.title[language]}
                    </Button>
                  </li>
                ))}
              </Choices>
            )}
          </>
        )}
      </div>
    </div>
  );
}
