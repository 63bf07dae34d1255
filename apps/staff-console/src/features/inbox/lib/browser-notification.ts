/** What the browser lets the console do with notifications: not offered, to ask, on, or blocked. */
export type NotificationAllowance = 'unsupported' | NotificationPermission;

export function notificationAllowance(): NotificationAllowance {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asked only from the staff member's click (browsers refuse, or nag, when asked at load). */
export async function askForNotifications(): Promise<NotificationAllowance> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

export interface NewMessageNotice {
  title: string;
  body: string;
  /** One notice per thread: a second message replaces the first rather than piling up. */
  tag: string;
  onOpen: () => void;
}

/** A guest's new message while the console's tab is hidden; a click brings the tab back on it. */
export function showNewMessageNotice({ title, body, tag, onOpen }: NewMessageNotice): void {
  if (notificationAllowance() !== 'granted') return;
  const notice = new Notification(title, { body, tag, lang: document.documentElement.lang });
  notice.onclick = () => {
    window.focus();
    onOpen();
    notice.close();
  };
}
