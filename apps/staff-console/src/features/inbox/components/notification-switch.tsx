import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui/button';
import { Muted } from '../../../components/panel.ts';
import { askForNotifications, notificationAllowance } from '../lib/browser-notification.ts';

/**
 * Browser notifications of a guest's new message while the tab is hidden: asked from this button
 * only, never on load; once answered it says whether they are on or blocked.
 */
export function NotificationSwitch() {
  const { t } = useTranslation();
  const [allowance, setAllowance] = useState(notificationAllowance);
  if (allowance === 'unsupported') return null;
  if (allowance === 'granted') return <Muted>{t('inbox:notifications.on')}</Muted>;
  if (allowance === 'denied') return <Muted>{t('inbox:notifications.blocked')}</Muted>;
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() => void askForNotifications().then(setAllowance)}
    >
      {t('inbox:notifications.ask')}
    </Button>
  );
}
