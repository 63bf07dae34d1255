import { renderGuestMessage } from '@portal/emails/render-guest-message';
import fp from 'fastify-plugin';
import {
  createMessageSender,
  type MessageSender,
} from '../features/guest-messages/message-sender.ts';
import { createPushSender } from '../platform/push/guest-push.ts';
import type { AppOptions } from './app-options.ts';
import type { AppParts } from './app-parts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The guests' e-mails and pushes, sent from the durable outbox (features/guest-messages). */
    messageSender: MessageSender;
  }
}

/** The sender of the guests' messages: started here, stopped with the server, woken by changes. */
export const messageSending = fp<{ options: AppOptions; parts: AppParts }>(
  async (app, { options, parts: { store, now, events, hotels, pushSubscriptions, vapidKeys } }) => {
    const sender = createMessageSender({
      store,
      tenants: hotels.tenants,
      transport: options.mail?.transport ?? null,
      render: options.mail?.render ?? renderGuestMessage,
      push: createPushSender({
        subscriptions: pushSubscriptions,
        vapidKeys,
        subject: options.webPush?.subject ?? 'mailto:webmaster@localhost',
        ...(options.webPush?.fetch ? { fetch: options.webPush.fetch } : {}),
      }),
      now,
      ...(options.mail?.mailFrom ? { mailFrom: options.mail.mailFrom } : {}),
      ...(options.mail?.portalPublicUrl ? { portalPublicUrl: options.mail.portalPublicUrl } : {}),
      ...(options.mail?.pollMs ? { pollMs: options.mail.pollMs } : {}),
      ...(options.mail?.retryBaseMs ? { retryBaseMs: options.mail.retryBaseMs } : {}),
      ...(options.mail?.leaseMs ? { leaseMs: options.mail.leaseMs } : {}),
      onError: (error) => app.log.error({ err: error }, 'guest message sender'),
    });
    options.mail?.onSender?.(sender);
    app.decorate('messageSender', sender);
    app.addHook('onClose', () => sender.stop());
    // A move or a new reservation may have queued a message due now.
    for (const hotelId of hotels.ids)
      events.subscribe(
        {
          hotelId,
          types: [
            'reservation.updated',
            'check-in.updated',
            'check-out.updated',
            'order.updated',
            'conversation.updated',
          ],
        },
        () => sender.wake(),
      );
  },
  { name: 'message-sending' },
);
