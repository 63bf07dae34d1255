import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import type { LocalTip } from '@portal/api-client/contract/local-tips';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Icon } from '@portal/ui/icon';
import { Skeleton } from '@portal/ui/skeleton';
import { Stack } from '@portal/ui/stack';
import { LazyPicture } from '../../../components/lazy-picture.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageTitle } from '../../../components/section-title.tsx';
import { useFavoriteToggle } from '../../../hooks/use-favorite-toggle.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { invalidateQueries } from '../../../lib/use-api-query.ts';
import { LOCAL_TIPS_KEY, useLocalTip } from '../api/local-tip-queries.ts';
import { useLocalTipLikes } from '../api/use-local-tip-likes.ts';
import { tipAsShown } from '../local-tip-rules.ts';

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
  const { t } = useTranslation(['local-tips', 'translation'], { nsMode: 'fallback' });
  const id = Number(useParams().id);
  const tip = useLocalTip(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <Stack>
      {tip.data ? (
        <LocalTipDetail tip={tip.data} />
      ) : (
        <Card>
          <PageTitle>{t('title')}</PageTitle>
          {tip.error && !tip.loading ? (
            <LoadFailure error={tip.error} onRetry={() => void tip.reload()} />
          ) : (
            <Skeleton variant="block" label={t('translation:app.loading')} />
          )}
        </Card>
      )}
      <Link to="/local-tips">{t('allTips')}</Link>
    </Stack>
  );
}

function LocalTipDetail({ tip }: { tip: LocalTip }) {
  const { t } = useTranslation(['local-tips', 'translation'], { nsMode: 'fallback' });
  const { text } = useLocalizedText();
  const onError = (error: unknown) => toast.error(errorMessage(t, error));
  const tips = useMemo(() => [tip], [tip]);
  const likes = useLocalTipLikes(tips, onError);
  const shown = tipAsShown(tip, likes.overrides);
  const favorite = useFavoriteToggle('local-tip', tip.id, tip.isFavorite, {
    onKept: () => {
      toast.success(t('kept'));
      invalidateQueries(`${LOCAL_TIPS_KEY}:`);
    },
    onReleased: () => {
      toast.info(t('unkept'));
      invalidateQueries(`${LOCAL_TIPS_KEY}:`);
    },
    onError,
  });
  return (
    <Card>
      <Stack $gap={3}>
        <PageTitle>{text(tip.title)}</PageTitle>
        <LazyPicture image={tip.image} />
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
          <Button
            variant="ghost"
            aria-pressed={favorite.kept}
            disabled={favorite.pending}
            onClick={() => void favorite.toggle()}
          >
            <Icon name={favorite.kept ? 'check' : 'plus'} />
            {t('keep')}
          </Button>
        </Actions>
      </Stack>
    </Card>
  );
}
