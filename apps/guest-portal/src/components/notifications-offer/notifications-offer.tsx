import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui/alert';
import { NotificationsOfferCard } from '@portal/ui/notifications-offer-card';
import {
  declineNotifications,
  notificationsState,
  turnOnNotifications,
  type NotificationsState,
} from '../../lib/push-notifications.ts';

export interface NotificationsOfferProps {
  /** Why now: after an order, or after the guest's first message to the hotel. */
  reason: 'order' | 'message';
  /** The card title's level in the screen's outline (default 2, right under the page's h1). */
  headingLevel?: 2 | 3 | 4;
}

type Shown = NotificationsState | 'checking' | 'turned-on';

/**
 * Offers notifications at a moment that says why; the browser asks only after "Turn on
 * notifications". Nothing shows where the portal cannot push (no service worker, an unsupported
 * browser), once they are on, once the browser blocks them, or after "Not now" on this device.
 */
export function NotificationsOffer({ reason, headingLevel = 2 }: NotificationsOfferProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'blocked' | 'failed' | null>(null);

  useEffect(() => {
    let current = true;
    notificationsState()
      .catch((): NotificationsState => 'unsupported')
      .then((state) => {
        if (current) setShown(state);
      });
    return () => {
      current = false;
    };
  }, []);

  if (shown === 'turned-on')
    return <Alert tone="success">{t('notificationsOffer.turnedOn')}</Alert>;
  if (shown !== 'off') return null;

  const turnOn = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const outcome = await turnOnNotifications();
      if (outcome === 'on') setShown('turned-on');
      else setFailed('blocked');
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
      setFailed('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <NotificationsOfferCard
      title={t('notificationsOffer.title')}
      message={t(reason === 'order' ? 'notificationsOffer.order' : 'notificationsOffer.message')}
      turnOnLabel={t('notificationsOffer.turnOn')}
      notNowLabel={t('notificationsOffer.notNow')}
      onTurnOn={() => void turnOn()}
      onNotNow={() => {
        declineNotifications();
        setShown('declined');
      }}
      busy={busy}
      error={failed ? t(`notificationsOffer.${failed}`) : undefined}
      headingLevel={headingLevel}
    />
  );
}
