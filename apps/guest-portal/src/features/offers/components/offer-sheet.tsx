import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Offer } from '@portal/api-client/contract/offers';
import { BottomSheet } from '@portal/ui/bottom-sheet';
import { Stack } from '@portal/ui/stack';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { LazyPicture } from '../../../components/lazy-picture.tsx';
import { formatDate } from '../../../lib/date-formats.ts';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { formatVnd } from '@portal/ui/format-vnd';
import { offersQuery } from '../api/offer-queries.ts';

const Paragraph = styled.p`
  margin: 0;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** One offer in full: what, how much, until when, on what terms; and the heart to keep it. */
export function OfferSheet({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t } = useTranslation('offers');
  const { text, language } = useLocalizedText();
  return (
    <BottomSheet open title={text(offer.title)} onClose={onClose} closeLabel={t('close')}>
      <Stack $gap={3}>
        <LazyPicture image={offer.image} />
        <Paragraph>
          {t('validity', {
            from: formatDate(offer.validFrom, 'long'),
            to: formatDate(offer.validTo, 'long'),
          })}
        </Paragraph>
        {offer.discountPercent !== null && (
          <Paragraph>
            <strong>{t('discountText', { percent: offer.discountPercent })}</strong>
          </Paragraph>
        )}
        {offer.price !== null && (
          <Paragraph>
            <strong>{t('price', { price: formatVnd(offer.price, language) })}</strong>
          </Paragraph>
        )}
        <Paragraph>{text(offer.description)}</Paragraph>
        <Heading>{t('terms')}</Heading>
        <Paragraph>{text(offer.terms)}</Paragraph>
        <FavoriteButton
          kind="offer"
          itemId={offer.id}
          kept={offer.isFavorite}
          shownIn={offersQuery.queryKey}
          inSheet
        />
      </Stack>
    </BottomSheet>
  );
}
