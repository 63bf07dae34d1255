import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuItem } from '@portal/api-client/contract/room-service';
import { Button } from '@portal/ui/button';
import { FoodCard } from '@portal/ui/food-card';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { formatVnd } from '@portal/ui/format-vnd';

interface MenuItemCardProps {
  item: MenuItem;
  onAdd: (item: MenuItem) => void;
  adding: boolean;
  /** The menu's first dish: its picture is fetched first. */
  first?: boolean;
}

/**
 * A dish of the menu: opens its page; "Add" puts one in the cart. Its title is an h3, under its
 * category's h2.
 */
export function MenuItemCard({ item, onAdd, adding, first = false }: MenuItemCardProps) {
  const { t } = useTranslation('room-service');
  const { text, language } = useLocalizedText();
  const name = text(item.name);
  return (
    <FoodCard
      headingLevel={3}
      title={<Link to={`/food-detail/${item.id}`}>{name}</Link>}
      image={{
        src: item.image.url,
        alt: '',
        width: item.image.width,
        height: item.image.height,
        priority: first,
      }}
      price={item.price}
      formatPrice={(amount) => formatVnd(amount, language)}
      description={text(item.description)}
      unavailableLabel={item.available ? undefined : t('unavailable')}
      actions={
        <Button
          variant="secondary"
          loading={adding}
          onClick={() => onAdd(item)}
          aria-label={t('addNamed', { name })}
        >
          {t('add')}
        </Button>
      }
    />
  );
}
