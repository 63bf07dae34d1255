import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/ui/button';
import type { StaffMenuItem } from '@portal/api-client/staff-contract/menu';
import { formatVnd } from '@portal/ui/format-vnd';
import { AvailabilitySwitch } from './availability-switch.tsx';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

const Card = styled.article<{ $available: boolean }>`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid
    ${({ theme, $available }) => ($available ? theme.color.success : theme.color.warning)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $available }) => ($available ? theme.color.surface : theme.color.background)};
  /* The switch and Edit under the dish on a phone, beside it from a tablet up. */
  & > :nth-child(n + 3) {
    grid-column: 1 / -1;
  }
  @media (min-width: 640px) {
    grid-template-columns: 128px minmax(0, 1fr) auto;
    & > :nth-child(3) {
      grid-column: auto;
    }
  }
`;

const Thumb = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Price = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Unavailable = styled.span`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  @media (min-width: 640px) {
    flex-direction: column;
    align-items: flex-end;
  }
`;

/** One dish: its picture, names in both languages, price, whether guests may order it. */
export function MenuItemRow({ item, onEdit }: { item: StaffMenuItem; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const other = language === 'vi' ? 'en' : 'vi';
  const nameId = useId();
  const name = item.name[language];
  return (
    <Card aria-labelledby={nameId} $available={item.available}>
      <Thumb
        src={item.image.url}
        alt=""
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
        decoding="async"
      />
      <Names>
        <Name id={nameId}>{name}</Name>
        <Muted lang={other}>{item.name[other]}</Muted>
        <Price>{formatVnd(item.price, language)}</Price>
        {!item.available && <Unavailable>{t('menu:item.notAvailable')}</Unavailable>}
      </Names>
      <Actions>
        <AvailabilitySwitch item={item} name={name} />
        <Button
          type="button"
          variant="secondary"
          aria-label={t('menu:item.editOf', { name })}
          onClick={onEdit}
        >
          {t('menu:item.edit')}
        </Button>
      </Actions>
    </Card>
  );
}
