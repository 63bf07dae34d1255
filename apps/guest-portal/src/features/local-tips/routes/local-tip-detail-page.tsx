import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { LocalTip } from '@portal/api-client/contract/local-tips';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Icon } from '@portal/ui/icon';
import { Stack } from '@portal/ui/stack';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { LazyPicture } from '../../../components/lazy-picture.tsx';
import { PageTitle } from '../../../components/section-title.tsx';
import { errorMessage } from '@portal/web-platform/error-message';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { localTipIdFrom, localTipQuery, useLocalTip } from '../api/local-tip-queries.ts';
import { useLocalTipLikes } from '../api/use-local-tip-likes.ts';
import { tipAsShown } from '../local-tip-rules.ts';
import { toast } from '../../../lib/toast.ts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
  }
`;

const Paragraph = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** /local-tip-detail/:id: one tip in full, to like and to keep. */
export function LocalTipDetailPage() {
  const { t } = useTranslation('local-tips');
  const tip = useLocalTip(localTipIdFrom(useParams().id));
  return (
    <Stack>
      {tip.data ? (
        <LocalTipDetail tip={tip.data} />
      ) : (
        <Card>
          <PageTitle>{t('title')}</PageTitle>
          <DeferredQueryState query={tip} skeleton={{ variant: 'block' }} />
        </Card>
      )}
      <Link to="/local-tips">{t('allTips')}</Link>
    </Stack>
  );
}

function LocalTipDetail({ tip }: { tip: LocalTip }) {
  const { t } = useTranslation('local-tips');
  const { text } = useLocalizedText();
  const onError = (error: unknown) => toast.error(errorMessage(t, error));
  const tips = useMemo(() => [tip], [tip]);
  const likes = useLocalTipLikes(tips, onError);
  const shown = tipAsShown(tip, likes.overrides);
  return (
    <Card>
      <Stack $gap={3}>
        <PageTitle>{text(tip.title)}</PageTitle>
        <LazyPicture image={tip.image} priority />
        <Facts>
          <dt>{t('category')}</dt>
          <dd>{text(tip.category)}</dd>
          <dt>{t('address')}</dt>
          <dd>{tip.address}</dd>
          <dt>{t('distance')}</dt>
          <dd>{text(tip.distance)}</dd>
        </Facts>
        <Paragraph>{text(tip.description)}</Paragraph>
        <Paragraph aria-live="polite">{t('likes', { count: shown.likes })}</Paragraph>
        <Actions>
          <Button
            variant="secondary"
            aria-pressed={shown.liked}
            disabled={likes.pending.has(tip.id)}
            onClick={() => void likes.toggleLike(tip)}
          >
            <Icon name={shown.liked ? 'heart-filled' : 'heart'} />
            {t('likeThis')}
          </Button>
          <FavoriteButton
            kind="local-tip"
            itemId={tip.id}
            kept={tip.isFavorite}
            shownIn={localTipQuery(tip.id).queryKey}
            icon="check"
          />
        </Actions>
      </Stack>
    </Card>
  );
}
