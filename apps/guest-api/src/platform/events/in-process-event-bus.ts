import { matches, type EventBus, type EventFilter, type EventListener } from './event-bus.ts';

/** One API process: listeners are called in the publisher's turn, after its write committed. */
export function createInProcessEventBus(onListenerError: (error: unknown) => void): EventBus {
  const subscriptions = new Set<{ filter: EventFilter; listener: EventListener }>();
  return {
    publish(event) {
      for (const subscription of [...subscriptions]) {
        if (!matches(subscription.filter, event)) continue;
        try {
          subscription.listener(event);
        } catch (error) {
          // One broken stream must not fail the write that published, nor the other streams.
          onListenerError(error);
        }
      }
    },
    subscribe(filter, listener) {
      const subscription = { filter, listener };
      subscriptions.add(subscription);
      return () => {
        subscriptions.delete(subscription);
      };
    },
  };
}
