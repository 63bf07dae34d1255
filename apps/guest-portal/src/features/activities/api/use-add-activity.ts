import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Activity, ActivityScope, MyActivity } from '@portal/api-client/contract/activities';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { errorMessage } from '@portal/web-platform/error-message';
import { guestApi } from '../../../lib/guest-api.ts';
import { pickText } from '../../../lib/localized-text.ts';
import { usePageLanguage } from '../../../hooks/use-page-language.ts';
import { myActivitiesQuery } from './activity-queries.ts';
import { toast } from '../../../lib/toast.ts';

export interface AlreadyAdded {
  activity: Activity;
  date: string;
}

/** What became of an attempt: added, turned into the "all remaining days?" question, or refused. */
export type AddOutcome =
  { kind: 'added' } | { kind: 'asking' } | { kind: 'refused'; message: string };

function isAlreadyAdded(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'ACTIVITY_ALREADY_ADDED';
}

/**
 * Adding an activity for one day or for every remaining day. When the day already has it (the
 * portal sees it in the guest's list, or the server says so), the guest is asked whether to add
 * it to all the remaining days instead.
 */
export function useAddActivity(mine: readonly MyActivity[]) {
  const { t } = useTranslation('activities');
  const language = usePageLanguage();
  const [asking, setAsking] = useState<AlreadyAdded | null>(null);
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();

  async function send(activity: Activity, date: string, scope: ActivityScope) {
    await guestApi.addMyActivity({ body: { activityId: activity.id, date, scope } });
    // The plan is read again before the guest is told, so what the toast says is on screen.
    await queryClient.invalidateQueries({ queryKey: myActivitiesQuery.queryKey });
    toast.success(t('added'));
  }

  function everyDayAlready(activity: Activity) {
    toast.info(t('alreadyEveryDay', { name: pickText(activity.name, language) }));
  }

  async function add(activity: Activity, date: string, scope: ActivityScope): Promise<AddOutcome> {
    if (pending) return { kind: 'refused', message: '' };
    if (
      scope === 'day' &&
      mine.some((entry) => entry.activity.id === activity.id && entry.date === date)
    ) {
      setAsking({ activity, date });
      return { kind: 'asking' };
    }
    setPending(true);
    try {
      await send(activity, date, scope);
      return { kind: 'added' };
    } catch (error) {
      if (isAlreadyAdded(error)) {
        if (scope === 'day') {
          setAsking({ activity, date });
          return { kind: 'asking' };
        }
        everyDayAlready(activity);
        return { kind: 'added' };
      }
      return { kind: 'refused', message: errorMessage(t, error) };
    } finally {
      setPending(false);
    }
  }

  async function addToRemainingDays() {
    if (!asking || pending) return;
    setPending(true);
    try {
      await send(asking.activity, asking.date, 'remaining-days');
    } catch (error) {
      if (isAlreadyAdded(error)) everyDayAlready(asking.activity);
      else toast.error(errorMessage(t, error));
    } finally {
      setPending(false);
      setAsking(null);
    }
  }

  return { add, asking, pending, addToRemainingDays, dismiss: () => setAsking(null) };
}
