import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/ui/button';
import { QuantityStepper } from '@portal/ui/quantity-stepper';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { formatVnd } from '@portal/ui/format-vnd';
import { CART_LINE_MAX_QUANTITY } from '@portal/api-client/rules/limits';
import { useCartStore, type CartLine } from '../../../stores/cart-store.ts';

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &[data-unavailable] {
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 4px solid ${({ theme }) => theme.color.danger};
  }
`;

const Unavailable = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * One dish in the cart: how many, its notes, its amount, and a way to take it out; marked when the
 * kitchen has switched it off (the menu says so, or an order was refused for it).
 */
export function CartLineRow({ line, unavailable }: { line: CartLine; unavailable: boolean }) {
  const { t } = useTranslation('room-service');
  const { text, language } = useLocalizedText();
  const { setQuantity, removeLine } = useCartStore();
  const name = text(line.name);
  return (
    <Row data-unavailable={unavailable || undefined}>
      <Line>
        <strong>{name}</strong>
        <strong>{formatVnd(line.unitPrice * line.quantity, language)}</strong>
      </Line>
      {unavailable && <Unavailable>{t('cart.unavailableLine')}</Unavailable>}
      <Muted>{t('cart.each', { price: formatVnd(line.unitPrice, language) })}</Muted>
      {line.notes && <Muted>{line.notes}</Muted>}
      <Line>
        <QuantityStepper
          label={t('cart.quantityOf', { name })}
          value={line.quantity}
          onChange={(quantity) => setQuantity(line.itemId, quantity)}
          min={1}
          max={CART_LINE_MAX_QUANTITY}
          decreaseLabel={t('food.decrease')}
          increaseLabel={t('food.increase')}
        />
        <Button
          variant="ghost"
          onClick={() => removeLine(line.itemId)}
          aria-label={t('cart.removeNamed', { name })}
        >
          {t('cart.remove')}
        </Button>
      </Line>
    </Row>
  );
}
