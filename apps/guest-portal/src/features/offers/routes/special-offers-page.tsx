import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { OfferCard } from '@portal/ui/offer-card';
import { Stack } from '@portal/ui/stack';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle } from '../../../components/section-title.tsx';
import { formatDate } from '../../../lib/date-formats.ts';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { OfferSheet } from '../components/offer-sheet.tsx';
import { useOffers } from '../api/offer-queries.ts';

const Intro = styled.p`
  margin: 0;
`;

/** /special-offer: the hotel's offers; one opens in full over the list (?offer=id, a link of its own). */
export function SpecialOffersPage() {
  const { t } = useTranslation('offers');
  const { text } = useLocalizedText();
  const offers = useOffers();
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = Number(searchParams.get('offer'));
  const list = offers.data?.offers;
  const open = list?.find((offer) => offer.id === openId);

  return (
    <Stack>
      <Card>
        <Stack $gap={2}>
          <PageTitle>{t('title')}</PageTitle>
          <Intro>{t('intro')}</Intro>
        </Stack>
      </Card>
      <DeferredQueryState query={offers} skeleton={{ variant: 'block' }} />
      {list && openId > 0 && !open && <Alert tone="info">{t('notFound')}</Alert>}
      {list?.length === 0 && (
        <Card>
          <EmptyState title={t('empty')} message={t('emptyHint')} icon="tag" />
        </Card>
      )}
      {list?.map((offer, index) => (
        <OfferCard
          key={offer.id}
          headingLevel={2}
          title={<Link to={`?offer=${offer.id}`}>{text(offer.title)}</Link>}
          image={{
            src: offer.image.url,
            alt: '',
            width: offer.image.width,
            height: offer.image.height,
            priority: index === 0,
          }}
          highlight={
            offer.discountPercent !== null
              ? t('discount', { percent: offer.discountPercent })
              : undefined
          }
          validity={t('until', { date: formatDate(offer.validTo, 'long') })}
          description={text(offer.summary)}
        />
      ))}
      {open && <OfferSheet offer={open} onClose={() => setSearchParams({}, { replace: true })} />}
    </Stack>
  );
}
