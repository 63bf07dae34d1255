import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Icon } from '@portal/ui/icon';
import { QuantityStepper } from '@portal/ui/quantity-stepper';
import { Skeleton } from '@portal/ui/skeleton';
import { Stack } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageTitle } from '../../../components/section-title.tsx';
import { useFavoriteToggle } from '../../../hooks/use-favorite-toggle.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { formatVnd } from '../../../lib/money.ts';
import { invalidateQueries } from '../../../lib/use-api-query.ts';
import {
  CART_LINE_MAX_QUANTITY,
  CART_LINE_NOTES_MAX_LENGTH,
} from '@portal/api-client/rules/limits';
import { useMenuItem } from '../api/room-service-queries.ts';
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
  const { t } = useTranslation(['room-service', 'translation'], { nsMode: 'fallback' });
  const id = Number(useParams().id);
  const item = useMenuItem(Number.isInteger(id) && id > 0 ? id : 0);

  return (
    <Stack>
      {item.data ? (
        <DishOrderForm key={item.data.id} item={item.data} />
      ) : (
        <Card>
          <PageTitle>{t('title')}</PageTitle>
          {Boolean(item.error) && !item.loading ? (
            <LoadFailure error={item.error} onRetry={() => void item.reload()} />
          ) : (
            <Skeleton variant="block" label={t('translation:app.loading')} />
          )}
        </Card>
      )}
      <Link to="/in-room-service">{t('back')}</Link>
    </Stack>
  );
}

type LoadedItem = NonNullable<ReturnType<typeof useMenuItem>['data']>;

function DishOrderForm({ item }: { item: LoadedItem }) {
  const { t } = useTranslation(['room-service', 'translation'], { nsMode: 'fallback' });
  const { text, language } = useLocalizedText();
  const { addToCart, pendingItem } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');
  const favorite = useFavoriteToggle('menu-item', item.id, item.isFavorite, {
    onKept: () => {
      toast.success(t('toast.kept'));
      invalidateQueries(`room-service:`);
    },
    onReleased: () => {
      toast.info(t('toast.unkept'));
      invalidateQueries(`room-service:`);
    },
    onError: (error) => toast.error(errorMessage(t, error)),
  });

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
        <LazyPicture image={item.image} />
        <Paragraph>{text(item.description)}</Paragraph>
        <Paragraph>
          <strong>{t('food.price')}: </strong>
          {formatVnd(item.price, language)}
        </Paragraph>
        <Button
          variant="ghost"
          aria-pressed={favorite.kept}
          onClick={() => void favorite.toggle()}
          disabled={favorite.pending}
        >
          <Icon name={favorite.kept ? 'heart-filled' : 'heart'} />
          {t('food.keep')}
        </Button>
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
