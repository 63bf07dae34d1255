import {
  DEFAULT_MESSAGE_SETTINGS,
  GUEST_MESSAGE_KINDS,
  type GuestMessageKind,
} from '@portal/api-client/rules/guest-messages';
import type { MessageSettings } from '@portal/api-client/staff-contract/guest-messages';
import type { Store, StoreTransaction } from '../../db/store.ts';

/** A hotel's e-mail switches, its defaults when its manager never changed them. */
export async function messageSettingsOf(
  store: Store | StoreTransaction,
  hotelId: number,
): Promise<MessageSettings> {
  const row = await store
    .selectFrom('message_settings')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_MESSAGE_SETTINGS, kinds: { ...DEFAULT_MESSAGE_SETTINGS.kinds } };
  const stored = JSON.parse(row.kinds_json) as Partial<Record<GuestMessageKind, boolean>>;
  const kinds: Record<GuestMessageKind, boolean> = { ...DEFAULT_MESSAGE_SETTINGS.kinds };
  for (const kind of GUEST_MESSAGE_KINDS)
    if (typeof stored[kind] === 'boolean') kinds[kind] = stored[kind];
  return {
    kinds,
    invitationDaysBefore: Number(row.invitation_days_before),
    sendHour: Number(row.send_hour),
  };
}

export async function saveMessageSettings(
  store: Store | StoreTransaction,
  hotelId: number,
  settings: MessageSettings,
): Promise<void> {
  const values = {
    kinds_json: JSON.stringify(settings.kinds),
    invitation_days_before: settings.invitationDaysBefore,
    send_hour: settings.sendHour,
  };
  await store
    .insertInto('message_settings')
    .values({ hotel_id: hotelId, ...values })
    .onConflict((conflict) => conflict.column('hotel_id').doUpdateSet(values))
    .execute();
}
