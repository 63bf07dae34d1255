import { waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { expect } from 'vitest';
import { openLiveUpdates } from '../lib/guest-event-feed.ts';

type Listener = (message: { data?: string }) => void;
const listeners = new Map<string, Listener[]>();

/**
 * Stands in for the `eventsource` package in a screen's test
 * (`vi.mock('eventsource', () => import('…/testing/fake-event-source.ts'))`): the test plays the
 * API's side of the guest's stream.
 */
export class EventSource {
  addEventListener(type: string, listener: Listener) {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  }
  close() {
    listeners.clear();
  }
}

/** The guest's stream as the signed-in portal opens it, on the screen's query cache. */
export async function openGuestStream(queryClient: QueryClient) {
  const close = openLiveUpdates({
    url: '/api/events',
    hotelKey: '10',
    isSignedIn: () => true,
    cache: queryClient,
  });
  // The package is imported on opening: the stream is there once it listens.
  await waitFor(() => expect(listeners.size).toBeGreaterThan(0));
  return {
    /** The API tells the stream an event of this type. */
    emit(type: string) {
      for (const listener of listeners.get(type) ?? [])
        listener({ data: JSON.stringify({ type }) });
    },
    close,
  };
}
