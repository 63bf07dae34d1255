import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useParams } from 'react-router';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { QuantityStepper } from '@portal/ui/quantity-stepper';
import { Stack } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle } from '../../../components/section-title.tsx';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { formatVnd } from '@portal/ui/format-vnd';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  CART_LINE_MAX_QUANTITY,
  CART_LINE_NOTES_MAX_LENGTH,
} from '@portal/api-client/rules/limits';
import { idFrom, useMenuItem } from '../api/room-service-queries.ts';
import { useAddToCart } from '../api/use-add-to-cart.ts';
import { CartLink } from '../components/cart-link.tsx';
import { LazyPicture } from '../../../components/lazy-picture.tsx';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Paragraph = styled.p`
  margin: 0;
`;

/** /food-detail/:id: one dish, how many, notes for the kitchen, and into the cart. */
export function FoodDetailPage() {
  const { t } = useTranslation('room-service');
  const item = useMenuItem(idFrom(useParams().id));

  return (
    <Stack>
      {item.data ? (
        <DishOrderForm key={item.data.id} item={item.data} />
      ) : (
        <Card>
          <PageTitle>{t('title')}</PageTitle>
          <DeferredQueryState query={item} skeleton={{ variant: 'block' }} />
        </Card>
      )}
      <Link to="/in-room-service">{t('back')}</Link>
    </Stack>
  );
}

type LoadedItem = NonNullable<ReturnType<typeof useMenuItem>['data']>;

function DishOrderForm({ item }: { item: LoadedItem }) {
  const { t } = useTranslation('room-service');
  const { text, language } = useLocalizedText();
  const { addToCart, pendingItem } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');
  async function add() {
    if (await addToCart(item, quantity, notes)) {
      setQuantity(1);
      setNotes('');
    }
  }

  return (
    <Card>
      <Stack $gap={3}>
        <TitleRow>
          <PageTitle>{text(item.name)}</PageTitle>
          <CartLink />
        </TitleRow>
        <LazyPicture image={item.image} priority />
        <Paragraph>{text(item.description)}</Paragraph>
        <Paragraph>
          <strong>{t('food.price')}: </strong>
          {formatVnd(item.price, language)}
        </Paragraph>
        {/* The menu and the dish both show the heart. */}
        <FavoriteButton
          kind="menu-item"
          itemId={item.id}
          kept={item.isFavorite}
          shownIn={queryKeys.roomService}
        />
        {item.available ? (
          <>
            <div>
              <QuantityStepper
                label={t('food.quantity')}
                showLabel
                value={quantity}
                onChange={setQuantity}
                min={1}
                max={CART_LINE_MAX_QUANTITY}
                decreaseLabel={t('food.decrease')}
                increaseLabel={t('food.increase')}
              />
            </div>
            <TextArea
              label={t('food.notes')}
              hint={t('food.notesHint')}
              value={notes}
              maxLength={CART_LINE_NOTES_MAX_LENGTH}
              rows={2}
              onChange={(event) => setNotes(event.target.value)}
            />
            <Paragraph aria-live="polite">
              {t('food.lineTotal', { amount: formatVnd(item.price * quantity, language) })}
            </Paragraph>
            <Button fullWidth loading={pendingItem === item.id} onClick={() => void add()}>
              {t('food.addToCart')}
            </Button>
          </>
        ) : (
          <Alert tone="info">{t('unavailable')}</Alert>
        )}
      </Stack>
    </Card>
  );
}
