import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/ui/button';
import type { StaffMenuCategory, StaffMenuItem } from '@portal/api-client/staff-contract/menu';
import { MenuItemRow } from './menu-item-row.tsx';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const OtherName = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* Two dishes a row on a wide desk. */
  @media (min-width: 1280px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface MenuCategorySectionProps {
  category: StaffMenuCategory;
  onRename: () => void;
  onEdit: (item: StaffMenuItem) => void;
}

/** A category of the menu with its items in the guests' order. */
export function MenuCategorySection({ category, onRename, onEdit }: MenuCategorySectionProps) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const other = language === 'vi' ? 'en' : 'vi';
  const headingId = useId();
  const name = category.name[language];
  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <Heading>
          <span id={headingId}>{name}</span>
          <OtherName lang={other}>{category.name[other]}</OtherName>
        </Heading>
        <Button
          type="button"
          variant="ghost"
          aria-label={t('menu:category.renameOf', { name })}
          onClick={onRename}
        >
          {t('menu:category.rename')}
        </Button>
      </Head>
      {category.items.length === 0 ? (
        <Empty>{t('menu:emptyCategory')}</Empty>
      ) : (
        <Items>
          {category.items.map((item) => (
            <li key={item.id}>
              <MenuItemRow item={item} onEdit={() => onEdit(item)} />
            </li>
          ))}
        </Items>
      )}
    </Section>
  );
}
