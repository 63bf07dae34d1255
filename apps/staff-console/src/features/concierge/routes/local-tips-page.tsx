import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import type { StaffLocalTip } from '@portal/api-client/staff-contract/concierge';
import { EditorPanel } from '../../../components/editor-panel.tsx';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useEditor } from '../../../hooks/use-editor.ts';
import { localTipsQuery } from '../api/local-tips-queries.ts';
import { List, ListBar, Muted } from '../components/content-parts.ts';
import { LocalTipEntry } from '../components/local-tip-entry.tsx';
import { LocalTipForm } from '../components/local-tip-form.tsx';

/** The local tips in the guests' order: add, change, remove. */
export function LocalTipsPage() {
  const { t } = useTranslation();
  const tips = useQuery(localTipsQuery);
  // `{ tip: null }` is a new tip: the editor's own null means no form is open.
  const editor = useEditor<{ tip: StaffLocalTip | null }>();

  return (
    <>
      <ScreenTitle>{t('concierge:localTips.title')}</ScreenTitle>
      {editor.editing && (
        <EditorPanel
          title={t(editor.editing.tip ? 'concierge:localTips.edit' : 'concierge:localTips.add')}
        >
          <LocalTipForm tip={editor.editing.tip} onDone={editor.close} />
        </EditorPanel>
      )}
      <div hidden={editor.editing !== null}>
        <ListBar>
          <Muted>{t('concierge:localTips.orderHint')}</Muted>
          <Button type="button" onClick={() => editor.open({ tip: null })}>
            {t('concierge:localTips.add')}
          </Button>
        </ListBar>
        <QueryState query={tips}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState icon="location" title={t('concierge:localTips.none')} />
            ) : (
              <List>
                {list.map((tip, index) => (
                  <li key={tip.id}>
                    <LocalTipEntry
                      tip={tip}
                      position={index + 1}
                      onEdit={() => editor.open({ tip })}
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
