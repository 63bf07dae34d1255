import { useId } from 'react';
import styled from 'styled-components';
import type { MenuCategory, MenuItem } from '@portal/api-client/contract/room-service';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { MenuItemCard } from './menu-item-card.tsx';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Heading = styled.h2<{ $hidden: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  ${({ $hidden }) =>
    $hidden &&
    'position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;'}
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

interface MenuSectionProps {
  category: MenuCategory;
  onAdd: (item: MenuItem) => void;
  addingItem: number | null;
  /** When a tab already names the category. */
  headingHidden?: boolean;
  /** The screen's first section: its first dish's picture is fetched first. */
  first?: boolean;
}

/** One category of the menu and its dishes. */
export function MenuSection({
  category,
  onAdd,
  addingItem,
  headingHidden = false,
  first = false,
}: MenuSectionProps) {
  const { text } = useLocalizedText();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId} $hidden={headingHidden}>
        {text(category.name)}
      </Heading>
      <Grid>
        {category.items.map((item, index) => (
          <MenuItemCard
            key={item.id}
            item={item}
            onAdd={onAdd}
            adding={addingItem === item.id}
            first={first && index === 0}
          />
        ))}
      </Grid>
    </Section>
  );
}
