import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import type { Favorite } from '@portal/api-client/contract/favorites';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { Icon } from '@portal/ui/icon';
import { ListRow } from '@portal/ui/list-row';
import { Skeleton } from '@portal/ui/skeleton';
import { Stack } from '@portal/ui/stack';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { PageTitle } from '../../../components/section-title.tsx';
import { FAVORITES_KEY } from '../../../hooks/use-favorite-toggle.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { guestApi } from '../../../lib/guest-api.ts';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { invalidateQueries, useApiQuery } from '../../../lib/use-api-query.ts';
import { favoriteKey, favoritePath } from '../favorite-links.ts';

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
  const { t } = useTranslation(['favorites', 'translation'], { nsMode: 'fallback' });
  const { text } = useLocalizedText();
  const favorites = useApiQuery(`${FAVORITES_KEY}:list`, () =>
    guestApi.listFavorites({ query: {} }),
  );
  // Removed ones leave the list at once and come back if the server refuses.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const shown = favorites.data?.favorites.filter((favorite) => !removed.has(favoriteKey(favorite)));

  async function remove(favorite: Favorite) {
    const key = favoriteKey(favorite);
    setRemoved((current) => new Set(current).add(key));
    try {
      await guestApi.removeFavorite({ params: { kind: favorite.kind, itemId: favorite.itemId } });
      toast.info(t('removed'));
      invalidateQueries(FAVORITES_KEY);
    } catch (error) {
      setRemoved((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
      toast.error(errorMessage(t, error));
    }
  }

  return (
    <Stack>
      <Card>
        <Stack $gap={2}>
          <PageTitle>{t('title')}</PageTitle>
          <Intro>{t('intro')}</Intro>
        </Stack>
      </Card>
      {!shown &&
        (favorites.error && !favorites.loading ? (
          <LoadFailure error={favorites.error} onRetry={() => void favorites.reload()} />
        ) : (
          <Skeleton lines={4} label={t('translation:app.loading')} />
        ))}
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
                      onClick={() => void remove(favorite)}
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
