import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui/button';
import type { StaffOffer } from '@portal/api-client/staff-contract/concierge';
import { Actions } from '../../../components/form-parts.ts';
import { formatVnd } from '@portal/ui/format-vnd';
import { formatHotelDate } from '../../../lib/date-time.ts';
import { Badge, Entry, EntryBody, EntryTitle, Muted, Plain, Thumbnail } from './content-parts.ts';
import { useTextLanguage } from '../../../hooks/use-text-language.ts';

export type OfferPhase = 'current' | 'coming' | 'ended';

/** Where an offer stands on the hotel's `today`: both its days count as in it. */
export function phaseOf(offer: StaffOffer, today: string): OfferPhase {
  if (offer.validTo < today) return 'ended';
  return offer.validFrom > today ? 'coming' : 'current';
}

const TONES = { current: 'success', coming: 'info', ended: 'warning' } as const;

/** One offer: picture, title, its days and whether it runs, its price and discount; change it. */
export function OfferEntry({
  offer,
  phase,
  onEdit,
}: {
  offer: StaffOffer;
  phase: OfferPhase;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = useTextLanguage();
  const title = offer.title[language];
  return (
    <Entry aria-label={title}>
      <Thumbnail
        src={offer.image.url}
        alt=""
        width={offer.image.width}
        height={offer.image.height}
      />
      <EntryBody>
        <Badge $tone={TONES[phase]}>{t(`concierge:offers.phase.${phase}`)}</Badge>
        <EntryTitle>{title}</EntryTitle>
        <Plain>
          {t('concierge:offers.valid', {
            from: formatHotelDate(offer.validFrom, i18n.language),
            to: formatHotelDate(offer.validTo, i18n.language),
          })}
        </Plain>
        <Muted>
          {offer.price === null
            ? t('concierge:offers.noPrice')
            : formatVnd(offer.price, i18n.language)}
          {' · '}
          {offer.discountPercent === null
            ? t('concierge:offers.noDiscount')
            : t('concierge:offers.discount', { percent: offer.discountPercent })}
        </Muted>
        <Actions>
          <Button
            type="button"
            variant="secondary"
            aria-label={t('concierge:editOf', { title })}
            onClick={onEdit}
          >
            {t('concierge:edit')}
          </Button>
        </Actions>
      </EntryBody>
    </Entry>
  );
}
