import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { columnKinds } from '../column-kinds.ts';
import { recogniseReleaseBefore } from './release-before.ts';

/**
 * The whole schema as the release before left it (its SQL migrations 001-035, one history per
 * store), written once for both. A database that release made is recognised and kept as it is.
 * Timestamps are ISO 8601 text (UTC, one format, so they order and compare as text) and flags
 * integers 0/1 in both stores: the two share one set of queries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Kysely runs PostgreSQL's migrations in a transaction; SQLite's, this one runs in its own.
  await (db.isTransaction ? baseline(db) : db.transaction().execute(baseline));
}

async function baseline(db: Kysely<unknown>): Promise<void> {
  if (await recogniseReleaseBefore(db)) return;
  const { id, money, bytes } = columnKinds(db);
  const notNull = (column: ColumnDefinitionBuilder) => column.notNull();
  const blank = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo('');
  const zero = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(0);
  const hotel = (column: ColumnDefinitionBuilder) => column.notNull().references('hotels.id');
  const guestCascade = (column: ColumnDefinitionBuilder) =>
    column.notNull().references('guests.id').onDelete('cascade');
  const schema = db.schema;

  await schema
    .createTable('hotels')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_key', 'text', (column) => column.notNull().unique())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('time_zone', 'text', notNull)
    .execute();

  await schema
    .createTable('reservations')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('reservation_number', 'text', notNull)
    .addColumn('arrival_date', 'text', notNull)
    .addColumn('departure_date', 'text', notNull)
    .addColumn('room_type', 'text', notNull)
    .addColumn('room_number', 'text')
    .addColumn('adults', 'integer', notNull)
    .addColumn('children', 'integer', zero)
    .addColumn('arrival_time', 'text')
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status IN ('Unconfirmed', 'Confirmed', 'Arrived')`),
    )
    .addColumn('cancellation_deadline', 'text', notNull)
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('check_in_submitted_at', 'text')
    .addColumn('check_out_requested_at', 'text')
    .addColumn('preference_codes_json', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('check_in_notes', 'text', blank)
    .addColumn('checked_out_at', 'text')
    .addColumn('check_in_review', 'text', (column) =>
      column.check(sql`check_in_review IN ('accepted', 'returned')`),
    )
    .addColumn('check_in_return_note', 'text', blank)
    // 'en' or 'vi'; null: the hotel's default.
    .addColumn('language', 'text')
    .addUniqueConstraint('reservations_hotel_id_reservation_number_key', [
      'hotel_id',
      'reservation_number',
    ])
    .execute();
  // Reservation numbers are looked up case-folded at sign-in and import.
  await schema
    .createIndex('reservations_number_folded')
    .on('reservations')
    .columns(['hotel_id', sql`lower(reservation_number)`])
    .execute();
  await schema
    .createIndex('reservations_status')
    .on('reservations')
    .columns(['hotel_id', 'status'])
    .execute();

  await schema
    .createTable('guests')
    .addColumn('id', 'integer', id)
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id'),
    )
    .addColumn('is_primary', 'integer', zero)
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('email', 'text', blank)
    .addColumn('phone', 'text', blank)
    .addColumn('is_child', 'integer', zero)
    .addColumn('billing_tax_code', 'text', blank)
    .addColumn('billing_business_name', 'text', blank)
    .addColumn('billing_address', 'text', blank)
    .addColumn('billing_email', 'text', blank)
    .addColumn('nationality', 'text')
    .addColumn('declaration_json', 'text')
    // Folded words of the names and e-mail for the front desk's search, written by the API.
    .addColumn('search_text', 'text')
    .execute();
  await schema.createIndex('guests_reservation').on('guests').column('reservation_id').execute();
  await schema
    .createIndex('guests_email_folded')
    .on('guests')
    .expression(sql`lower(email)`)
    .execute();

  await schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('guest_id', 'integer', (column) => column.notNull().references('guests.id'))
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind IN ('access', 'sign-in-link')`),
    )
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .execute();
  await schema.createIndex('sessions_guest').on('sessions').column('guest_id').execute();

  await schema
    .createTable('meta')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();

  await schema
    .createTable('identity_documents')
    .addColumn('id', 'integer', id)
    .addColumn('guest_id', 'integer', guestCascade)
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id'),
    )
    .addColumn('file_name', 'text', notNull)
    .addColumn('stored_name', 'text', (column) => column.notNull().unique())
    .addColumn('content_type', 'text', notNull)
    .addColumn('size_bytes', 'integer', notNull)
    .addColumn('uploaded_at', 'text', notNull)
    .execute();
  await schema
    .createIndex('identity_documents_guest')
    .on('identity_documents')
    .column('guest_id')
    .execute();

  await schema
    .createTable('check_out_requests')
    .addColumn('reservation_id', 'integer', (column) =>
      column.primaryKey().references('reservations.id'),
    )
    .addColumn('guest_id', 'integer', (column) => column.notNull().references('guests.id'))
    .addColumn('requested_at', 'text', notNull)
    .addColumn('options_json', 'text', notNull)
    .addColumn('minibar_used', 'integer', notNull)
    .addColumn('minibar_notes', 'text', notNull)
    .addColumn('notes', 'text', notNull)
    .addColumn('done_at', 'text')
    .execute();

  await schema
    .createTable('ratings')
    .addColumn('guest_id', 'integer', (column) =>
      column.primaryKey().references('guests.id').onDelete('cascade'),
    )
    .addColumn('score', 'integer', (column) => column.notNull().check(sql`score BETWEEN 1 AND 5`))
    .addColumn('experience', 'text', notNull)
    .addColumn('rated_at', 'text', notNull)
    .execute();

  await schema
    .createTable('bill_lines')
    .addColumn('id', 'integer', id)
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id'),
    )
    .addColumn('group_name', 'text', (column) =>
      column
        .notNull()
        .check(sql`group_name IN ('room', 'room-service', 'other-services', 'food-and-beverage')`),
    )
    .addColumn('date', 'text', notNull)
    .addColumn('description_en', 'text', notNull)
    .addColumn('description_vi', 'text', notNull)
    .addColumn('quantity', 'integer', notNull)
    .addColumn('unit_price', money, notNull)
    .addColumn('vat_percent', 'integer', (column) =>
      column.notNull().check(sql`vat_percent IN (8, 10)`),
    )
    .addColumn('order_id', 'integer')
    .execute();
  await schema
    .createIndex('bill_lines_reservation')
    .on('bill_lines')
    .column('reservation_id')
    .execute();

  await schema
    .createTable('receipts')
    .addColumn('id', 'integer', id)
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id'),
    )
    .addColumn('number', 'text', notNull)
    .addColumn('date', 'text', notNull)
    .addColumn('amount', money, notNull)
    .addColumn('method', 'text', notNull)
    .execute();
  await schema
    .createIndex('receipts_reservation')
    .on('receipts')
    .column('reservation_id')
    .execute();

  await schema
    .createTable('menu_categories')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('position', 'integer', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('name_vi', 'text', notNull)
    .execute();

  await schema
    .createTable('menu_items')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('category_id', 'integer', (column) =>
      column.notNull().references('menu_categories.id'),
    )
    .addColumn('position', 'integer', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('name_vi', 'text', notNull)
    .addColumn('description_en', 'text', notNull)
    .addColumn('description_vi', 'text', notNull)
    .addColumn('price', money, notNull)
    .addColumn('vat_percent', 'integer', (column) => column.notNull().defaultTo(8))
    .addColumn('image', 'text', notNull)
    .addColumn('available', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await schema.createIndex('menu_items_hotel').on('menu_items').column('hotel_id').execute();

  await schema
    .createTable('orders')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id'),
    )
    .addColumn('guest_id', 'integer', (column) => column.notNull().references('guests.id'))
    .addColumn('placed_by_guest_id', 'integer', notNull)
    .addColumn('placed_by_name', 'text', notNull)
    .addColumn('number', 'text', notNull)
    .addColumn('placed_at', 'text', notNull)
    .addColumn('room_number', 'text', notNull)
    .addColumn('delivery_date', 'text')
    .addColumn('delivery_time', 'text')
    .addColumn('notes', 'text', notNull)
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`status IN ('Received', 'Preparing', 'On its way', 'Delivered', 'Refused', 'Cancelled')`,
        ),
    )
    .addColumn('refusal_reason', 'text', (column) =>
      column.check(sql`(status = 'Refused') = (refusal_reason IS NOT NULL)`),
    )
    .addColumn('total', money, notNull)
    .addColumn('idempotency_key', 'text', notNull)
    .addColumn('request_fingerprint', 'text', notNull)
    .addUniqueConstraint('orders_guest_id_placed_by_guest_id_idempotency_key_key', [
      'guest_id',
      'placed_by_guest_id',
      'idempotency_key',
    ])
    .execute();
  await schema.createIndex('orders_reservation').on('orders').column('reservation_id').execute();
  await schema
    .createIndex('orders_hotel_status')
    .on('orders')
    .columns(['hotel_id', 'status'])
    .execute();

  await schema
    .createTable('order_lines')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (column) =>
      column.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'integer', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('name_vi', 'text', notNull)
    .addColumn('quantity', 'integer', notNull)
    .addColumn('unit_price', money, notNull)
    .execute();
  await schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  await schema
    .createTable('programs')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('title_en', 'text', notNull)
    .addColumn('title_vi', 'text', notNull)
    .addColumn('summary_en', 'text', notNull)
    .addColumn('summary_vi', 'text', notNull)
    .addColumn('description_en', 'text', notNull)
    .addColumn('description_vi', 'text', notNull)
    .addColumn('location_en', 'text', notNull)
    .addColumn('location_vi', 'text', notNull)
    .addColumn('image', 'text', notNull)
    .addColumn('starts_at', 'text', notNull)
    .addColumn('ends_at', 'text', notNull)
    .addColumn('price', money, notNull)
    .addColumn('capacity', 'integer', notNull)
    // Seats taken by guests outside this portal (walk-ins, the front desk).
    .addColumn('seats_held', 'integer', zero)
    .execute();
  await schema.createIndex('programs_hotel').on('programs').column('hotel_id').execute();

  await schema
    .createTable('program_reservations')
    .addColumn('id', 'integer', id)
    .addColumn('program_id', 'integer', (column) => column.notNull().references('programs.id'))
    .addColumn('guest_id', 'integer', guestCascade)
    .addColumn('seats', 'integer', notNull)
    .addColumn('notes', 'text', notNull)
    .addColumn('reserved_at', 'text', notNull)
    // Who reserved at the desk (null: the guest in the portal).
    .addColumn('reserved_by_staff_id', 'integer')
    .addColumn('reserved_by_name', 'text')
    // reserved, attended, no-show; and who marked it when.
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('reserved'))
    .addColumn('marked_at', 'text')
    .addColumn('marked_by_staff_id', 'integer')
    .addColumn('marked_by_name', 'text')
    .addUniqueConstraint('program_reservations_program_id_guest_id_key', ['program_id', 'guest_id'])
    .execute();

  await schema
    .createTable('local_tips')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('position', 'integer', notNull)
    .addColumn('title_en', 'text', notNull)
    .addColumn('title_vi', 'text', notNull)
    .addColumn('category_en', 'text', notNull)
    .addColumn('category_vi', 'text', notNull)
    .addColumn('summary_en', 'text', notNull)
    .addColumn('summary_vi', 'text', notNull)
    .addColumn('description_en', 'text', notNull)
    .addColumn('description_vi', 'text', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('distance_en', 'text', notNull)
    .addColumn('distance_vi', 'text', notNull)
    .addColumn('image', 'text', notNull)
    .addColumn('base_likes', 'integer', zero)
    .execute();
  await schema.createIndex('local_tips_hotel').on('local_tips').column('hotel_id').execute();

  await schema
    .createTable('local_tip_likes')
    .addColumn('local_tip_id', 'integer', (column) => column.notNull().references('local_tips.id'))
    .addColumn('guest_id', 'integer', guestCascade)
    .addColumn('liked_at', 'text', notNull)
    .addPrimaryKeyConstraint('local_tip_likes_pkey', ['local_tip_id', 'guest_id'])
    .execute();

  await schema
    .createTable('favorites')
    .addColumn('guest_id', 'integer', guestCascade)
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind IN ('local-tip', 'program', 'menu-item', 'offer')`),
    )
    .addColumn('item_id', 'integer', notNull)
    .addColumn('added_at', 'text', notNull)
    .addPrimaryKeyConstraint('favorites_pkey', ['guest_id', 'kind', 'item_id'])
    .execute();

  await schema
    .createTable('activities')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('position', 'integer', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('name_vi', 'text', notNull)
    .addColumn('description_en', 'text', notNull)
    .addColumn('description_vi', 'text', notNull)
    .addColumn('location_en', 'text', notNull)
    .addColumn('location_vi', 'text', notNull)
    .addColumn('image', 'text', notNull)
    .addColumn('opens_at', 'text', notNull)
    .addColumn('closes_at', 'text', notNull)
    .addColumn('open_days', 'text', notNull)
    .execute();
  await schema.createIndex('activities_hotel').on('activities').column('hotel_id').execute();

  await schema
    .createTable('my_activities')
    .addColumn('id', 'integer', id)
    .addColumn('guest_id', 'integer', guestCascade)
    .addColumn('activity_id', 'integer', (column) => column.notNull().references('activities.id'))
    .addColumn('date', 'text', notNull)
    .addColumn('added_at', 'text', notNull)
    .addUniqueConstraint('my_activities_guest_id_activity_id_date_key', [
      'guest_id',
      'activity_id',
      'date',
    ])
    .execute();

  await schema
    .createTable('offers')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('position', 'integer', notNull)
    .addColumn('title_en', 'text', notNull)
    .addColumn('title_vi', 'text', notNull)
    .addColumn('summary_en', 'text', notNull)
    .addColumn('summary_vi', 'text', notNull)
    .addColumn('description_en', 'text', notNull)
    .addColumn('description_vi', 'text', notNull)
    .addColumn('terms_en', 'text', notNull)
    .addColumn('terms_vi', 'text', notNull)
    .addColumn('image', 'text', notNull)
    .addColumn('valid_from', 'text', notNull)
    .addColumn('valid_to', 'text', notNull)
    .addColumn('price', money)
    .addColumn('discount_percent', 'integer')
    .execute();
  await schema.createIndex('offers_hotel').on('offers').column('hotel_id').execute();

  await schema
    .createTable('sign_in_failures')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('reservation_key', 'text', notNull)
    .addColumn('failed_at', 'text', notNull)
    .addColumn('client_address', 'text', blank)
    .execute();
  await schema
    .createIndex('sign_in_failures_key')
    .on('sign_in_failures')
    .columns(['hotel_id', 'reservation_key', 'failed_at'])
    .execute();
  await schema
    .createIndex('sign_in_failures_client')
    .on('sign_in_failures')
    .columns(['client_address', 'failed_at'])
    .execute();
  await schema
    .createIndex('sign_in_failures_hotel')
    .on('sign_in_failures')
    .columns(['hotel_id', 'failed_at'])
    .execute();

  await schema
    .createTable('staff_accounts')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('email', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('role', 'text', (column) =>
      column.notNull().check(sql`role IN ('front-desk', 'kitchen', 'concierge', 'manager')`),
    )
    // argon2id, PHC string ($argon2id$v=19$...).
    .addColumn('password_hash', 'text', notNull)
    .addColumn('disabled', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`disabled IN (0, 1)`),
    )
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('last_sign_in_at', 'text')
    .addUniqueConstraint('staff_accounts_hotel_id_email_key', ['hotel_id', 'email'])
    .execute();

  await schema
    .createTable('staff_sessions')
    // SHA-256 of the 32 random bytes in the cookie: the cookie itself is never stored.
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'integer', (column) =>
      column.notNull().references('staff_accounts.id'),
    )
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('csrf_token', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_seen_at', 'text', notNull)
    // 12 hours after sign-in; the 30 idle minutes count from last_seen_at.
    .addColumn('expires_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .execute();
  await schema
    .createIndex('staff_sessions_account')
    .on('staff_sessions')
    .column('account_id')
    .execute();

  await schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('at', 'text', notNull)
    // Null for a failed sign-in: no one was signed in.
    .addColumn('staff_id', 'integer', (column) => column.references('staff_accounts.id'))
    // The name when it happened: a renamed account does not rewrite history.
    .addColumn('staff_name', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('subject', 'text', blank)
    // Only for a failed sign-in: the address it came from.
    .addColumn('client_address', 'text')
    .execute();
  await schema.createIndex('audit_log_hotel').on('audit_log').columns(['hotel_id', 'id']).execute();

  await schema
    .createTable('staff_sign_in_failures')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    // `account:<e-mail>`: an unknown e-mail counts like a known one.
    .addColumn('account_key', 'text', notNull)
    .addColumn('client_address', 'text', notNull)
    .addColumn('failed_at', 'text', notNull)
    .execute();
  await schema
    .createIndex('staff_sign_in_failures_client')
    .on('staff_sign_in_failures')
    .columns(['client_address', 'failed_at'])
    .execute();
  await schema
    .createIndex('staff_sign_in_failures_hotel')
    .on('staff_sign_in_failures')
    .columns(['hotel_id', 'failed_at'])
    .execute();
  await schema
    .createIndex('staff_sign_in_failures_account')
    .on('staff_sign_in_failures')
    .columns(['hotel_id', 'account_key', 'failed_at'])
    .execute();

  await schema
    .createTable('order_status_changes')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (column) =>
      column.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', notNull)
    .addColumn('at', 'text', notNull)
    // Null when the guest placed it (the first Received) or before the kitchen moved orders.
    .addColumn('staff_id', 'integer')
    .addColumn('by_name', 'text', notNull)
    .execute();
  await schema
    .createIndex('order_status_changes_order')
    .on('order_status_changes')
    .columns(['order_id', 'id'])
    .execute();

  await schema
    .createTable('reservation_moves')
    .addColumn('id', 'integer', id)
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id'),
    )
    .addColumn('at', 'text', notNull)
    .addColumn('move', 'text', notNull)
    .addColumn('staff_id', 'integer', (column) => column.references('staff_accounts.id'))
    // The name when it happened (a staff member's, or the guest's).
    .addColumn('by_name', 'text', notNull)
    .addColumn('note', 'text', blank)
    .execute();
  await schema
    .createIndex('reservation_moves_reservation')
    .on('reservation_moves')
    .columns(['reservation_id', 'id'])
    .execute();

  await schema
    .createTable('pictures')
    // `up-` and 32 hex digits: what menu_items.image, programs.image, local_tips.image and offers.image hold.
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('content', bytes, notNull)
    .addColumn('uploaded_at', 'text', notNull)
    .addColumn('uploaded_by', 'integer', (column) => column.references('staff_accounts.id'))
    .execute();
  await schema.createIndex('pictures_hotel').on('pictures').column('hotel_id').execute();

  // Identity documents' bytes: every instance serves them from here.
  await schema
    .createTable('document_files')
    .addColumn('stored_name', 'text', (column) => column.primaryKey())
    .addColumn('content', bytes, notNull)
    .addColumn('stored_at', 'text', notNull)
    .execute();

  // The guest messages' outbox (e-mail and push) and each hotel's switches.
  await schema
    .createTable('guest_messages')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('guest_id', 'integer', guestCascade)
    .addColumn('kind', 'text', notNull)
    .addColumn('recipient', 'text', notNull)
    // scheduled, sent, failed, not-sent (no mail server), cancelled (the reservation was), skipped
    // (no longer wanted when due: the kind switched off, pre check-in sent, the stay rated).
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('scheduled'))
    .addColumn('note', 'text', blank)
    .addColumn('due_at', 'text', notNull)
    .addColumn('next_attempt_at', 'text', notNull)
    .addColumn('attempts', 'integer', zero)
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('reason', 'text')
    .addColumn('message_id', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('sent_at', 'text')
    .addColumn('channel', 'text', (column) => column.notNull().defaultTo('email'))
    .addColumn('push_json', 'text')
    .execute();
  await schema
    .createIndex('guest_messages_due')
    .on('guest_messages')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await schema
    .createIndex('guest_messages_reservation')
    .on('guest_messages')
    .column('reservation_id')
    .execute();
  await schema
    .createIndex('guest_messages_hotel_due')
    .on('guest_messages')
    .columns(['hotel_id', 'due_at'])
    .execute();

  await schema
    .createTable('message_settings')
    .addColumn('hotel_id', 'integer', (column) => column.primaryKey().references('hotels.id'))
    .addColumn('kinds_json', 'text', notNull)
    .addColumn('invitation_days_before', 'integer', notNull)
    .addColumn('send_hour', 'integer', notNull)
    .execute();

  // The conversation's threads, photos, messages, quick replies and photo key.
  await schema
    .createTable('conversation_threads')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('reservation_id', 'integer', (column) =>
      column.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('guest_id', 'integer', (column) =>
      column.notNull().unique().references('guests.id').onDelete('cascade'),
    )
    // open, done (the hotel marked it; a new guest message opens it again)
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('open'))
    .addColumn('last_message_id', 'integer')
    .addColumn('last_message_at', 'text', notNull)
    .execute();
  await schema
    .createIndex('conversation_threads_hotel')
    .on('conversation_threads')
    .columns(['hotel_id', 'last_message_at'])
    .execute();
  await schema
    .createIndex('conversation_threads_reservation')
    .on('conversation_threads')
    .column('reservation_id')
    .execute();

  await schema
    .createTable('conversation_photos')
    // `cp-` and 32 hex digits.
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('thread_id', 'integer', (column) =>
      column.notNull().references('conversation_threads.id').onDelete('cascade'),
    )
    .addColumn('content', bytes, notNull)
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .execute();
  await schema
    .createIndex('conversation_photos_thread')
    .on('conversation_photos')
    .column('thread_id')
    .execute();

  await schema
    .createTable('conversation_messages')
    .addColumn('id', 'integer', id)
    .addColumn('thread_id', 'integer', (column) =>
      column.notNull().references('conversation_threads.id').onDelete('cascade'),
    )
    // guest, hotel
    .addColumn('author', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('photo_name', 'text', (column) => column.references('conversation_photos.name'))
    // A hotel reply: who wrote it (their name then) and the quick reply it started from.
    .addColumn('staff_id', 'integer', (column) => column.references('staff_accounts.id'))
    .addColumn('staff_name', 'text')
    .addColumn('quick_reply_id', 'integer')
    .addColumn('sent_at', 'text', notNull)
    .addColumn('seen_at', 'text')
    .addColumn('idempotency_key', 'text', notNull)
    .addColumn('request_fingerprint', 'text', notNull)
    .addUniqueConstraint('conversation_messages_thread_id_author_idempotency_key_key', [
      'thread_id',
      'author',
      'idempotency_key',
    ])
    .execute();
  await schema
    .createIndex('conversation_messages_unseen')
    .on('conversation_messages')
    .columns(['thread_id', 'author', 'seen_at'])
    .execute();
  await schema
    .createIndex('conversation_messages_sent')
    .on('conversation_messages')
    .columns(['thread_id', 'author', 'sent_at'])
    .execute();

  await schema
    .createTable('quick_replies')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('title_en', 'text', notNull)
    .addColumn('title_vi', 'text', notNull)
    .addColumn('text_en', 'text', notNull)
    .addColumn('text_vi', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await schema.createIndex('quick_replies_hotel').on('quick_replies').column('hotel_id').execute();

  await schema
    .createTable('conversation_photo_keys')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('secret', 'text', notNull)
    .execute();

  // The guests' push subscriptions and the hotel's VAPID keys.
  await schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', id)
    .addColumn('hotel_id', 'integer', hotel)
    .addColumn('guest_id', 'integer', guestCascade)
    .addColumn('session_token_hash', 'text', notNull)
    .addColumn('endpoint', 'text', (column) => column.notNull().unique())
    .addColumn('p256dh', 'text', notNull)
    .addColumn('auth', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await schema
    .createIndex('push_subscriptions_guest')
    .on('push_subscriptions')
    .column('guest_id')
    .execute();
  await schema
    .createIndex('push_subscriptions_session')
    .on('push_subscriptions')
    .column('session_token_hash')
    .execute();

  await schema
    .createTable('web_push_keys')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', notNull)
    .addColumn('private_key', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}
