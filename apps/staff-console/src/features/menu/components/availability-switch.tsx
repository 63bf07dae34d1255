import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@portal/ui/alert';
import type { StaffMenuItem } from '@portal/api-client/staff-contract/menu';
import { errorMessage } from '@portal/web-platform/error-message';
import { useSetMenuItemAvailability } from '../api/menu-queries.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Switch = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &[aria-busy='true'] {
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  /* The track and its knob: on is filled, off is an outline, so the state never rests on colour. */
  &::before {
    content: '';
    flex: none;
    width: 44px;
    height: 24px;
    box-sizing: border-box;
    border: 2px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme, $on }) =>
      $on
        ? `radial-gradient(circle at 32px 50%, ${theme.color.onPrimary} 7px, ${theme.color.primary} 8px)`
        : `radial-gradient(circle at 10px 50%, ${theme.color.primary} 6px, ${theme.color.surface} 7px)`};
  }
`;

const Pending = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Whether guests may order the item, saved as soon as it is flipped: the new state shows at once,
 * and a refusal flips it back and says why.
 */
export function AvailabilitySwitch({ item, name }: { item: StaffMenuItem; name: string }) {
  const { t } = useTranslation();
  const availability = useSetMenuItemAvailability(item.id);
  const pending = availability.isPending;
  return (
    <>
      <Row>
        <Switch
          type="button"
          role="switch"
          aria-checked={item.available}
          aria-label={t('menu:item.availableOf', { name })}
          aria-busy={pending || undefined}
          $on={item.available}
          onClick={() => {
            if (!pending) availability.mutate(!item.available);
          }}
        >
          {t('menu:item.available')}
        </Switch>
        <Pending role="status">{pending ? t('menu:item.saving') : ''}</Pending>
      </Row>
      {availability.isError && (
        <Alert tone="error">
          {t('menu:item.availabilityRefused', { reason: errorMessage(t, availability.error) })}
        </Alert>
      )}
    </>
  );
}
