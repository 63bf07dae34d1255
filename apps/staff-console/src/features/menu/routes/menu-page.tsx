import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import type { StaffMenuCategory, StaffMenuItem } from '@portal/api-client/staff-contract/menu';
import { QueryState } from '@portal/web-platform/query-state';
import { EditorPanel } from '../../../components/editor-panel.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useEditor } from '../../../hooks/use-editor.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';
import { staffMenuQuery } from '../api/menu-queries.ts';
import { MenuCategoryForm } from '../components/menu-category-form.tsx';
import { MenuCategorySection } from '../components/menu-category-section.tsx';
import { MenuItemForm } from '../components/menu-item-form.tsx';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  max-width: 70ch;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Categories = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

type Editing =
  | { kind: 'item'; item: StaffMenuItem | null }
  | { kind: 'category'; category: StaffMenuCategory | null };

/** The kitchen's room-service menu: categories and items, availability, prices and pictures. */
export function MenuPage() {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const menu = useQuery(staffMenuQuery);
  // The menu stays mounted (hidden) while an editor is open, so focus can go back to the button
  // that opened it.
  const { editing, open, close } = useEditor<Editing>();

  return (
    <>
      <ScreenTitle>{t('menu:title')}</ScreenTitle>
      <QueryState query={menu}>
        {(categories) => (
          <>
            {editing?.kind === 'item' && (
              <EditorPanel
                title={
                  editing.item
                    ? t('menu:form.editTitle', { name: editing.item.name[language] })
                    : t('menu:form.addTitle')
                }
              >
                <MenuItemForm item={editing.item} categories={categories} onDone={close} />
              </EditorPanel>
            )}
            {editing?.kind === 'category' && (
              <EditorPanel
                title={
                  editing.category
                    ? t('menu:category.renameTitle', { name: editing.category.name[language] })
                    : t('menu:category.addTitle')
                }
              >
                <MenuCategoryForm category={editing.category} onDone={close} />
              </EditorPanel>
            )}
            <div hidden={editing !== null}>
              <Intro>{t('menu:intro')}</Intro>
              <Bar>
                <Button
                  type="button"
                  disabled={categories.length === 0}
                  onClick={() => open({ kind: 'item', item: null })}
                >
                  {t('menu:addItem')}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => open({ kind: 'category', category: null })}
                >
                  {t('menu:addCategory')}
                </Button>
              </Bar>
              {categories.length === 0 ? (
                <Empty>{t('menu:empty')}</Empty>
              ) : (
                <Categories>
                  {categories.map((category) => (
                    <MenuCategorySection
                      key={category.id}
                      category={category}
                      onRename={() => open({ kind: 'category', category })}
                      onEdit={(item) => open({ kind: 'item', item })}
                    />
                  ))}
                </Categories>
              )}
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
