import { useEffect } from 'react';
import { GUEST_EVENTS_PATH } from '@portal/api-client/wire/api-paths';
import { whenIdle } from '@portal/ui/when-idle';
import { tenant } from '../config/tenant.ts';
import { isSignedIn } from './guest-session.ts';
import { queryClient } from './query-client.ts';

/** Runs `open` once the page has loaded and the phone is idle; answers how to cancel it. */
function whenSettled(open: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(open);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

/**
 * One subscription to the guest's stream (`guest-event-feed.ts`) while a guest is signed in; closed
 * when the signed-in screens unmount (sign-out). The stream opens once the first screen has loaded,
 * so its code and connection wait for the screen's.
 */
export function useLiveUpdates(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return undefined;
    let close: (() => void) | undefined;
    let left = false;
    const cancel = whenSettled(() => {
      void import('./guest-event-feed.ts').then(({ openLiveUpdates }) => {
        if (left) return;
        close = openLiveUpdates({
          url: `${tenant.apiBaseUrl}${GUEST_EVENTS_PATH}`,
          hotelKey: tenant.hotelKey,
          isSignedIn,
          cache: queryClient,
        });
      });
    });
    return () => {
      left = true;
      cancel();
      close?.();
    };
  }, [signedIn]);
}
