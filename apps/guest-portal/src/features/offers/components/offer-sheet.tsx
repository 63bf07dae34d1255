import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Offer } from '@portal/api-client/contract/offers';
import { Alert } from '@portal/ui/alert';
import { BottomSheet } from '@portal/ui/bottom-sheet';
import { Button } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';
import { Stack } from '@portal/ui/stack';
import { LazyPicture } from '../../../components/lazy-picture.tsx';
import { useFavoriteToggle } from '../../../hooks/use-favorite-toggle.ts';
import { formatDate } from '../../../lib/date-formats.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { formatVnd } from '../../../lib/money.ts';
import { invalidateQueries } from '../../../lib/use-api-query.ts';
import { OFFERS_KEY } from '../offer-queries.ts';

const Paragraph = styled.p`
  margin: 0;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** One offer in full: what, how much, until when, on what terms; and the heart to keep it. */
export function OfferSheet({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t } = useTranslation(['offers', 'translation'], { nsMode: 'fallback' });
  const { text, language } = useLocalizedText();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The sheet is modal: a toast would sit behind it, so a refusal is written inside.
  const favorite = useFavoriteToggle('offer', offer.id, offer.isFavorite, {
    onKept: () => invalidateQueries(OFFERS_KEY),
    onReleased: () => invalidateQueries(OFFERS_KEY),
    onError: (error) => setRefusal(errorMessage(t, error)),
  });
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
        <Button
          variant="ghost"
          aria-pressed={favorite.kept}
          disabled={favorite.pending}
          onClick={() => {
            setRefusal(null);
            void favorite.toggle();
          }}
        >
          <Icon name={favorite.kept ? 'heart-filled' : 'heart'} />
          {t('keep')}
        </Button>
        {refusal && <Alert tone="error">{refusal}</Alert>}
      </Stack>
    </BottomSheet>
  );
}
