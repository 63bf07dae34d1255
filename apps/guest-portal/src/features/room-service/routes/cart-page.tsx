import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/api-client/contract/errors';
import type {
  CartLineInput,
  Menu,
  PlaceOrderRequest,
} from '@portal/api-client/contract/room-service';
import { unavailableLinePositions } from '@portal/api-client/contract/unavailable-dishes';
import { hotelTimeOfDay, hotelToday } from '../../../lib/hotel-calendar.ts';
import { ORDER_NOTES_MAX_LENGTH } from '@portal/api-client/rules/limits';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { DateField } from '@portal/ui/date-field';
import { EmptyState } from '@portal/ui/empty-state';
import { RadioGroup } from '@portal/ui/radio-group';
import { Stack, StackForm } from '@portal/ui/stack';
import { TextArea } from '@portal/ui/text-area';
import { TimeField } from '@portal/ui/time-field';
import { PlainList } from '../../../components/plain-list.tsx';
import { PageTitle } from '../../../components/section-title.tsx';
import { tenant } from '../../../config/tenant.ts';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { formatVnd } from '@portal/ui/format-vnd';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withLoading } from '../../../stores/loading-store.ts';
import {
  cartLineInputs,
  cartTotal,
  useCartLines,
  useCartStore,
  type CartLine,
} from '../../../stores/cart-store.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { menuQuery } from '../api/room-service-queries.ts';
import { CartLineRow } from '../components/cart-line-row.tsx';
import { MyOrders } from '../components/my-orders.tsx';
import { orderAttemptFor, orderNotes, type OrderAttempt } from '../room-service-rules.ts';

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Paragraph = styled.p`
  margin: 0;
`;

type DeliveryChoice = 'asap' | 'at';

/** The dishes an order was refused for, named by the API; the menu read after it has the last word. */
interface RefusedDishes {
  itemIds: number[];
  /** When the menu in the cache was read at the time of the refusal. */
  menuReadAt: number;
}

/** The cart's dishes the menu has switched off, or no longer has; none while it is not read. */
function offTheMenu(lines: readonly CartLine[], menu: Menu | undefined): Set<number> {
  if (!menu) return new Set();
  const available = new Map(
    menu.categories.flatMap((category) => category.items).map((item) => [item.id, item.available]),
  );
  return new Set(
    lines.filter((line) => available.get(line.itemId) !== true).map((line) => line.itemId),
  );
}

interface FieldErrors {
  deliveryDate?: string;
  deliveryTime?: string;
  notes?: string;
}

/** The dishes of the lines `sent` a `MENU_ITEM_UNAVAILABLE` refusal names (contract/unavailable-dishes.ts). */
function refusedItemIds(error: unknown, sent: readonly CartLineInput[]): number[] {
  if (!(error instanceof ApiRequestError) || error.code !== 'MENU_ITEM_UNAVAILABLE') return [];
  return unavailableLinePositions(error.details).flatMap((position) => {
    const line = sent[position];
    return line ? [line.itemId] : [];
  });
}

/** /cart: the dishes kept in tmg_cart, their total, and the order to the room. */
export function CartPage() {
  const { t } = useTranslation('room-service');
  const { text, language } = useLocalizedText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { profile } = useGuestProfile();
  const lines = useCartLines();
  const [delivery, setDelivery] = useState<DeliveryChoice>('asap');
  const [deliveryDate, setDeliveryDate] = useState('');
  const [deliveryTime, setDeliveryTime] = useState('');
  const [notes, setNotes] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusedDishes, setRefusedDishes] = useState<RefusedDishes | null>(null);
  // The kitchen switches dishes off and on: the guest's stream refetches the menu (guest-event-feed.ts).
  const menu = useQuery(menuQuery);
  const [pending, setPending] = useState(false);
  // One key per order attempt, kept across retries until the order is placed.
  const attempt = useRef<OrderAttempt | null>(null);
  const sending = useRef(false);
  const titleId = useId();
  const today = hotelToday(tenant.timeZone);
  const { roomNumber, departureDate } = profile.reservation;

  function validate(): { errors: FieldErrors; order: PlaceOrderRequest } {
    const errors: FieldErrors = {};
    const at = delivery === 'at';
    if (at && !deliveryDate) errors.deliveryDate = t('cart.missingDeliveryDate');
    if (at && !deliveryTime) errors.deliveryTime = t('cart.missingDeliveryTime');
    const inThePast =
      deliveryDate < today ||
      (deliveryDate === today && deliveryTime < hotelTimeOfDay(tenant.timeZone));
    if (at && deliveryDate && deliveryTime && (inThePast || deliveryDate > departureDate)) {
      errors.deliveryDate = t('errors.DELIVERY_OUTSIDE_STAY');
    }
    const allNotes = orderNotes(lines, notes, language);
    if (allNotes.length > ORDER_NOTES_MAX_LENGTH)
      errors.notes = t('cart.notesTooLong', { max: ORDER_NOTES_MAX_LENGTH });
    return {
      errors,
      order: {
        lines: cartLineInputs(lines),
        deliveryDate: at ? deliveryDate : null,
        deliveryTime: at ? deliveryTime : null,
        notes: allNotes,
      },
    };
  }

  async function placeOrder(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    setRefusal(null);
    setRefusedDishes(null);
    if (roomNumber === null) {
      setRefusal(t('errors.ROOM_REQUIRED_FOR_ORDER'));
      return;
    }
    const { errors, order } = validate();
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const sent = cartLineInputs(lines);
    const current = orderAttemptFor(attempt.current, order);
    attempt.current = current;
    sending.current = true;
    setPending(true);
    try {
      const placed = await withLoading(() =>
        guestApi.placeOrder({
          headers: { [IDEMPOTENCY_KEY_HEADER]: current.idempotencyKey },
          body: order,
        }),
      );
      attempt.current = null;
      useCartStore.getState().clear();
      // The order is on the bill and in My orders at once, and its page needs no second read.
      queryClient.setQueryData(queryKeys.order(placed.id), placed);
      for (const queryKey of [queryKeys.orders, queryKeys.bill])
        void queryClient.invalidateQueries({ queryKey });
      await navigate(`/order-success/${placed.id}`);
    } catch (error) {
      const refused = refusedItemIds(error, sent);
      if (refused.length === 0) setRefusal(errorMessage(t, error));
      else {
        setRefusedDishes({ itemIds: refused, menuReadAt: menu.dataUpdatedAt });
        void queryClient.invalidateQueries({ queryKey: queryKeys.menu });
      }
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  const stillRefused =
    refusedDishes && menu.dataUpdatedAt <= refusedDishes.menuReadAt ? refusedDishes.itemIds : [];
  const unavailable = new Set([...offTheMenu(lines, menu.data), ...stillRefused]);
  const refusedNames = lines
    .filter((line) => refusedDishes?.itemIds.includes(line.itemId))
    .map((line) => text(line.name));

  return (
    <Stack>
      {lines.length === 0 ? (
        <Card>
          <PageTitle>{t('cart.title')}</PageTitle>
          <EmptyState
            title={t('cart.empty')}
            icon="search"
            action={<Link to="/in-room-service">{t('cart.browseMenu')}</Link>}
          />
        </Card>
      ) : (
        <Card aria-labelledby={titleId}>
          <StackForm $gap={4} onSubmit={(event) => void placeOrder(event)} noValidate>
            <PageTitle id={titleId}>{t('cart.title')}</PageTitle>
            <PlainList aria-label={t('cart.lines')}>
              {lines.map((line) => (
                <CartLineRow
                  key={line.itemId}
                  line={line}
                  unavailable={unavailable.has(line.itemId)}
                />
              ))}
            </PlainList>
            <Total>
              <span>{t('cart.total')}</span>
              <span data-testid="cart-total">{formatVnd(cartTotal(lines), language)}</span>
            </Total>
            {roomNumber && <Paragraph>{t('cart.room', { room: roomNumber })}</Paragraph>}
            <RadioGroup
              legend={t('cart.delivery')}
              name="delivery"
              value={delivery}
              onChange={(value) => setDelivery(value === 'at' ? 'at' : 'asap')}
              options={[
                { value: 'asap', label: t('cart.deliverAsap') },
                { value: 'at', label: t('cart.deliverAt') },
              ]}
            />
            {delivery === 'at' && (
              <>
                <DateField
                  label={t('cart.deliveryDate')}
                  value={deliveryDate}
                  min={today}
                  max={departureDate}
                  onChange={(event) => setDeliveryDate(event.target.value)}
                  error={fieldErrors.deliveryDate}
                />
                <TimeField
                  label={t('cart.deliveryTime')}
                  value={deliveryTime}
                  onChange={(event) => setDeliveryTime(event.target.value)}
                  error={fieldErrors.deliveryTime}
                />
              </>
            )}
            <TextArea
              label={t('cart.notes')}
              hint={t('cart.notesHint')}
              value={notes}
              rows={3}
              maxLength={ORDER_NOTES_MAX_LENGTH}
              onChange={(event) => setNotes(event.target.value)}
              error={fieldErrors.notes}
            />
            {refusal && <Alert tone="error">{refusal}</Alert>}
            {refusedNames.length > 0 && (
              <Alert tone="error">
                {t('cart.unavailableDishes', {
                  count: refusedNames.length,
                  dishes: new Intl.ListFormat(language).format(refusedNames),
                })}
              </Alert>
            )}
            <Button type="submit" fullWidth loading={pending}>
              {t('cart.order')}
            </Button>
          </StackForm>
        </Card>
      )}
      <MyOrders />
    </Stack>
  );
}
