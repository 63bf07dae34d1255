import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import type { StaffActivity } from '@portal/api-client/staff-contract/activity-editing';
import { EditorPanel } from '../../../components/editor-panel.tsx';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useEditor } from '../../../hooks/use-editor.ts';
import { activitiesQuery } from '../api/activities-queries.ts';
import { ActivityEntry } from '../components/activity-entry.tsx';
import { ActivityForm } from '../components/activity-form.tsx';
import { List, ListBar, Muted } from '../components/content-parts.ts';

/** The hotel's activities in the guests' order: add, change, remove. */
export function ActivitiesPage() {
  const { t } = useTranslation();
  const activities = useQuery(activitiesQuery);
  // `{ activity: null }` is a new one: the editor's own null means no form is open.
  const editor = useEditor<{ activity: StaffActivity | null }>();

  return (
    <>
      <ScreenTitle>{t('concierge:activities.title')}</ScreenTitle>
      {editor.editing && (
        <EditorPanel
          title={t(
            editor.editing.activity ? 'concierge:activities.edit' : 'concierge:activities.add',
          )}
        >
          <ActivityForm activity={editor.editing.activity} onDone={editor.close} />
        </EditorPanel>
      )}
      <div hidden={editor.editing !== null}>
        <ListBar>
          <Muted>{t('concierge:activities.orderHint')}</Muted>
          <Button type="button" onClick={() => editor.open({ activity: null })}>
            {t('concierge:activities.add')}
          </Button>
        </ListBar>
        <QueryState query={activities}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState icon="calendar" title={t('concierge:activities.none')} />
            ) : (
              <List>
                {list.map((activity) => (
                  <li key={activity.id}>
                    <ActivityEntry activity={activity} onEdit={() => editor.open({ activity })} />
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
