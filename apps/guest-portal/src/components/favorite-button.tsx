import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import type { FavoriteKind } from '@portal/api-client/contract/favorites';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { toast } from '../lib/toast.ts';

export interface FavoriteButtonProps {
  kind: FavoriteKind;
  itemId: number;
  /** Whether the server has it in My favourites. */
  kept: boolean;
  /** The data whose flag shows it kept, read again once saved. */
  shownIn: QueryKey;
  /** `check` where the heart already means a like (local tips). */
  icon?: 'heart' | 'check';
  /** In a modal sheet a toast would sit behind it: a refusal is written under the button instead. */
  inSheet?: boolean;
}

/** "Keep in my favourites" on a program, local tip, dish or offer, with what became of it. */
export function FavoriteButton({
  kind,
  itemId,
  kept,
  shownIn,
  icon = 'heart',
  inSheet = false,
}: FavoriteButtonProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const favorite = useFavoriteToggle(kind, itemId, kept, shownIn, {
    onSaved: (keep) => {
      if (inSheet) return;
      if (keep) toast.success(t('favorite.kept'));
      else toast.info(t('favorite.unkept'));
    },
    onError: (error) => {
      if (inSheet) setRefusal(errorMessage(t, error));
      else toast.error(errorMessage(t, error));
    },
  });
  const iconName =
    icon === 'heart'
      ? favorite.kept
        ? 'heart-filled'
        : 'heart'
      : favorite.kept
        ? 'check'
        : 'plus';
  return (
    <>
      <Button
        variant="ghost"
        aria-pressed={favorite.kept}
        disabled={favorite.pending}
        onClick={() => {
          setRefusal(null);
          favorite.toggle();
        }}
      >
        <Icon name={iconName} />
        {t('favorite.keep')}
      </Button>
      {refusal && <Alert tone="error">{refusal}</Alert>}
    </>
  );
}
