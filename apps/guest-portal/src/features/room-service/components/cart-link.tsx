import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { cartCount, useCartLines } from '../../../stores/cart-store.ts';

const CartAnchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

/** The way to the cart, with how many dishes it holds. */
export function CartLink() {
  const { t } = useTranslation('room-service');
  const count = cartCount(useCartLines());
  return (
    <CartAnchor to="/cart">
      {count > 0 ? t('viewCartWithCount', { count }) : t('viewCart')}
    </CartAnchor>
  );
}
