import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { QUICK_REPLIES_MAX } from '@portal/api-client/rules/conversation';
import type { QuickReply } from '@portal/api-client/staff-contract/inbox';
import { EditorPanel } from '../../../components/editor-panel.tsx';
import { Muted } from '../../../components/panel.ts';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useEditor } from '../../../hooks/use-editor.ts';
import { quickRepliesQuery } from '../api/inbox-queries.ts';
import { QuickReplyEntry } from '../components/quick-reply-entry.tsx';
import { QuickReplyForm } from '../components/quick-reply-form.tsx';

const ListBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The manager's quick replies of the hotel, in both languages: add, change, delete. */
export function QuickRepliesPage() {
  const { t } = useTranslation();
  const quickReplies = useQuery(quickRepliesQuery);
  // `{ quickReply: null }` is a new one: the editor's own null means no form is open.
  const editor = useEditor<{ quickReply: QuickReply | null }>();
  const full = (quickReplies.data?.length ?? 0) >= QUICK_REPLIES_MAX;

  return (
    <>
      <ScreenTitle>{t('inbox:quickReplies.title')}</ScreenTitle>
      {editor.editing && (
        <EditorPanel
          title={t(
            editor.editing.quickReply ? 'inbox:quickReplies.editTitle' : 'inbox:quickReplies.add',
          )}
        >
          <QuickReplyForm quickReply={editor.editing.quickReply} onDone={editor.close} />
        </EditorPanel>
      )}
      <div hidden={editor.editing !== null}>
        <ListBar>
          <Muted>
            {full
              ? t('inbox:quickReplies.full', { max: QUICK_REPLIES_MAX })
              : t('inbox:quickReplies.intro', { max: QUICK_REPLIES_MAX })}
          </Muted>
          <Button type="button" disabled={full} onClick={() => editor.open({ quickReply: null })}>
            {t('inbox:quickReplies.add')}
          </Button>
        </ListBar>
        <QueryState query={quickReplies}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState icon="plus" title={t('inbox:quickReplies.none')} />
            ) : (
              <List>
                {list.map((quickReply) => (
                  <li key={quickReply.id}>
                    <QuickReplyEntry
                      quickReply={quickReply}
                      onEdit={() => editor.open({ quickReply })}
                    />
                  </li>
                ))}
              </List>
            )
          }
        </QueryState>
      </div>
    </>
  );
}
