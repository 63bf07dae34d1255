import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { Icon } from '@portal/ui/icon';
import { ListRow } from '@portal/ui/list-row';
import { Stack } from '@portal/ui/stack';
import { PlainList } from '../../../components/plain-list.tsx';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle } from '../../../components/section-title.tsx';
import { errorMessage } from '@portal/web-platform/error-message';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { favoritesQuery, useRemoveFavorite } from '../api/favorite-queries.ts';
import { favoriteKey, favoritePath } from '../favorite-links.ts';
import { toast } from '../../../lib/toast.ts';

const Intro = styled.p`
  margin: 0;
`;

const Thumbnail = styled.img`
  display: block;
  width: 64px;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

/** /my-favorites: what the guest kept, each leading to its page, each removable. */
export function MyFavoritesPage() {
  const { t } = useTranslation('favorites');
  const { text } = useLocalizedText();
  const favorites = useQuery(favoritesQuery);
  const removal = useRemoveFavorite({
    onRemoved: () => toast.info(t('removed')),
    onError: (error) => toast.error(errorMessage(t, error)),
  });
  const shown = favorites.data?.favorites;

  return (
    <Stack>
      <Card>
        <Stack $gap={2}>
          <PageTitle>{t('title')}</PageTitle>
          <Intro>{t('intro')}</Intro>
        </Stack>
      </Card>
      <DeferredQueryState query={favorites} skeleton={{ lines: 4 }} />
      {shown?.length === 0 && (
        <Card>
          <EmptyState title={t('empty')} message={t('emptyHint')} icon="heart" />
        </Card>
      )}
      {shown && shown.length > 0 && (
        <Card>
          <PlainList aria-label={t('title')}>
            {shown.map((favorite) => {
              const title = text(favorite.title);
              return (
                <ListRow
                  key={favoriteKey(favorite)}
                  leading={
                    <Thumbnail
                      src={favorite.image.url}
                      alt=""
                      width={favorite.image.width}
                      height={favorite.image.height}
                      loading="lazy"
                      decoding="async"
                    />
                  }
                  title={<Link to={favoritePath(favorite)}>{title}</Link>}
                  description={`${t(`kinds.${favorite.kind}`)} · ${text(favorite.summary)}`}
                  trailing={
                    <Button
                      variant="ghost"
                      aria-label={t('remove', { title })}
                      onClick={() => removal.mutate(favorite)}
                    >
                      <Icon name="close" />
                    </Button>
                  }
                />
              );
            })}
          </PlainList>
        </Card>
      )}
    </Stack>
  );
}
