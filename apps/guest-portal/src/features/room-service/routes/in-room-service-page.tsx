import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { FilterTabs } from '@portal/ui/filter-tabs';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle } from '../../../components/section-title.tsx';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { useMenu } from '../api/room-service-queries.ts';
import { useAddToCart } from '../api/use-add-to-cart.ts';
import { CartLink } from '../components/cart-link.tsx';
import { MenuSection } from '../components/menu-section.tsx';
import { searchMenu } from '../room-service-rules.ts';

const PANEL_ID = 'menu-panel';

// The kit's tabs are a segmented control; a menu has more categories than a phone is wide.
const CategoryScroller = styled.div`
  display: flex;
  overflow-x: auto;
  padding: ${({ theme }) => theme.space(1)};
  margin: -${({ theme }) => theme.space(1)};
  scrollbar-width: none;
  [role='tab'] {
    flex: none;
    white-space: nowrap;
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** /in-room-service: the menu by category, searchable, with the way to the cart. */
export function InRoomServicePage() {
  const { t } = useTranslation('room-service');
  const { text } = useLocalizedText();
  const { profile } = useGuestProfile();
  const menu = useMenu();
  const { addToCart, pendingItem } = useAddToCart();
  const [search, setSearch] = useState('');
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);

  const categories = useMemo(() => menu.data?.categories ?? [], [menu.data]);
  const found = useMemo(() => searchMenu(categories, search), [categories, search]);
  const activeCategory =
    categories.find((category) => String(category.id) === chosenCategory) ?? categories[0];
  const searching = search.trim() !== '';
  const onAdd = (item: Parameters<typeof addToCart>[0]) => void addToCart(item, 1);

  return (
    <Stack>
      <Card>
        <Stack $gap={3}>
          <TitleRow>
            <PageTitle>{t('title')}</PageTitle>
            <CartLink />
          </TitleRow>
          {profile.reservation.roomNumber === null && (
            <Alert tone="info">{t('noRoomNotice')}</Alert>
          )}
          <TextField
            type="search"
            label={t('searchLabel')}
            hint={t('searchHint')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </Stack>
      </Card>
      <DeferredQueryState query={menu} skeleton={{ variant: 'block' }} />
      {menu.data && categories.length === 0 && <EmptyState title={t('menuEmpty')} icon="search" />}
      {menu.data && searching && found.length === 0 && (
        <EmptyState title={t('noMatches', { search: search.trim() })} />
      )}
      {menu.data &&
        searching &&
        found.map((category, index) => (
          <MenuSection
            key={category.id}
            category={category}
            onAdd={onAdd}
            addingItem={pendingItem}
            first={index === 0}
          />
        ))}
      {menu.data && !searching && activeCategory && (
        <>
          <CategoryScroller>
            <FilterTabs
              label={t('categories')}
              options={categories.map((category) => ({
                value: String(category.id),
                label: text(category.name),
              }))}
              value={String(activeCategory.id)}
              onChange={setChosenCategory}
              controls={PANEL_ID}
            />
          </CategoryScroller>
          <div id={PANEL_ID} role="tabpanel" aria-label={text(activeCategory.name)}>
            <MenuSection
              category={activeCategory}
              onAdd={onAdd}
              addingItem={pendingItem}
              headingHidden
              first
            />
          </div>
        </>
      )}
    </Stack>
  );
}
