import fp from 'fastify-plugin';
import { sweepConversations } from '../features/conversation/conversation-retention.ts';
import { sweepIdentityDocuments } from '../platform/documents/identity-document-retention.ts';
import type { AppParts } from './app-parts.ts';

/**
 * Identity documents go their hotel's retention days after check-out, the conversations after their
 * own days (default 90), and dead push subscriptions: at start, then every `everyMs` (hourly).
 */
export const retentionSweeper = fp<{ parts: AppParts; everyMs: number }>(
  async (app, { parts: { store, documents, pushSubscriptions, hotels, now }, everyMs }) => {
    const retentionDays = hotels.byCode((tenant) => tenant.identityDocumentRetentionDays);
    const conversationRetentionDays = hotels.byCode((tenant) => tenant.conversationRetentionDays);
    const sweep = async () => {
      await sweepIdentityDocuments(store, documents, retentionDays, now());
      await sweepConversations(store, conversationRetentionDays, now());
      await pushSubscriptions.sweep(now());
    };
    await sweep();
    const sweeper = setInterval(() => {
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'retention sweep failed'));
    }, everyMs);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'retention-sweeper' },
);
