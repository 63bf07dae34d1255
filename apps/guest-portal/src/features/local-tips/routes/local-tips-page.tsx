import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { FilterTabs } from '@portal/ui/filter-tabs';
import { LocalTipCard } from '@portal/ui/local-tip-card';
import { Stack } from '@portal/ui/stack';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle } from '../../../components/section-title.tsx';
import { errorMessage } from '@portal/web-platform/error-message';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { useLocalTips } from '../api/local-tip-queries.ts';
import { useLocalTipLikes } from '../api/use-local-tip-likes.ts';
import { tipsAsShown } from '../local-tip-rules.ts';
import { toast } from '../../../lib/toast.ts';

const LIST_ID = 'local-tips-list';

const Intro = styled.p`
  margin: 0;
`;

/** /local-tips: all the hotel's tips, or only those the guest liked, with a heart on each. */
export function LocalTipsPage() {
  const { t } = useTranslation('local-tips');
  const { text } = useLocalizedText();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = searchParams.get('filter') === 'liked' ? 'liked' : 'all';
  const tips = useLocalTips(filter);
  const likes = useLocalTipLikes(tips.data?.localTips, (error) =>
    toast.error(errorMessage(t, error)),
  );
  const shown = tips.data ? tipsAsShown(tips.data.localTips, likes.overrides, filter) : undefined;
  const choose = (value: string) =>
    setSearchParams(value === 'liked' ? { filter: 'liked' } : {}, { replace: true });

  return (
    <Stack>
      <Card>
        <Stack $gap={3}>
          <PageTitle>{t('title')}</PageTitle>
          <Intro>{t('intro')}</Intro>
          <FilterTabs
            label={t('filterLabel')}
            options={[
              { value: 'all', label: t('all') },
              { value: 'liked', label: t('liked') },
            ]}
            value={filter}
            onChange={choose}
            controls={LIST_ID}
          />
        </Stack>
      </Card>
      <Stack id={LIST_ID} role="tabpanel" aria-label={filter === 'liked' ? t('liked') : t('all')}>
        <DeferredQueryState query={tips} skeleton={{ variant: 'block' }} />
        {shown?.length === 0 && (
          <Card>
            {filter === 'liked' ? (
              <EmptyState
                title={t('emptyLiked')}
                message={t('emptyLikedHint')}
                icon="heart"
                action={
                  <Button variant="secondary" onClick={() => choose('all')}>
                    {t('seeAll')}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={t('emptyAll')} message={t('emptyAllHint')} icon="location" />
            )}
          </Card>
        )}
        {shown?.map((tip, index) => (
          <LocalTipCard
            key={tip.id}
            headingLevel={2}
            title={<Link to={`/local-tip-detail/${tip.id}`}>{text(tip.title)}</Link>}
            image={{
              src: tip.image.url,
              alt: '',
              width: tip.image.width,
              height: tip.image.height,
              priority: index === 0,
            }}
            category={`${text(tip.category)} · ${text(tip.distance)}`}
            description={text(tip.summary)}
            liked={tip.liked}
            likeLabel={t('like', { title: text(tip.title) })}
            likePending={likes.pending.has(tip.id)}
            onToggleLike={() => {
              const original = tips.data?.localTips.find((candidate) => candidate.id === tip.id);
              if (original) void likes.toggleLike(original);
            }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
