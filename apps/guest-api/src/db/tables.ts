import type { Generated } from 'kysely';

/**
 * The tables as both stores hold them (migrations/sqlite and migrations/postgres), for Kysely's typed
 * queries. A column with a default, or an identity, is `Generated`: an insert may leave it out.
 * Timestamps are ISO 8601 text and flags integers 0/1 in both stores.
 */
export interface ActivitiesTable {
  id: Generated<number>;
  hotel_id: number;
  position: number;
  name_en: string;
  name_vi: string;
  description_en: string;
  description_vi: string;
  location_en: string;
  location_vi: string;
  image: string;
  opens_at: string;
  closes_at: string;
  open_days: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  hotel_id: number;
  at: string;
  /** Null for a failed sign-in: no one was signed in. */
  staff_id: number | null;
  staff_name: string;
  action: string;
  subject: Generated<string>;
  /** Only for a failed sign-in: the address it came from. */
  client_address: string | null;
}

export interface BillLinesTable {
  id: Generated<number>;
  reservation_id: number;
  group_name: string;
  date: string;
  description_en: string;
  description_vi: string;
  quantity: number;
  unit_price: number;
  vat_percent: number;
  order_id: number | null;
}

export interface CheckOutRequestsTable {
  reservation_id: number;
  guest_id: number;
  requested_at: string;
  options_json: string;
  minibar_used: number;
  minibar_notes: string;
  notes: string;
  done_at: string | null;
}

export interface ConversationMessagesTable {
  id: Generated<number>;
  thread_id: number;
  author: 'guest' | 'hotel';
  text: string;
  photo_name: string | null;
  staff_id: number | null;
  staff_name: string | null;
  quick_reply_id: number | null;
  sent_at: string;
  seen_at: string | null;
  idempotency_key: string;
  request_fingerprint: string;
}

export interface ConversationPhotoKeysTable {
  id: number;
  secret: string;
}

export interface ConversationPhotosTable {
  name: string;
  thread_id: number;
  content: Uint8Array;
  width: number;
  height: number;
}

export interface ConversationThreadsTable {
  id: Generated<number>;
  hotel_id: number;
  reservation_id: number;
  guest_id: number;
  state: Generated<'open' | 'done'>;
  last_message_id: number | null;
  last_message_at: string;
}

export interface DocumentFilesTable {
  stored_name: string;
  content: Uint8Array;
  stored_at: string;
}

export interface FavoritesTable {
  guest_id: number;
  kind: string;
  item_id: number;
  added_at: string;
}

export interface GuestsTable {
  id: Generated<number>;
  reservation_id: number;
  is_primary: Generated<number>;
  first_name: string;
  last_name: string;
  email: Generated<string>;
  phone: Generated<string>;
  is_child: Generated<number>;
  billing_tax_code: Generated<string>;
  billing_business_name: Generated<string>;
  billing_address: Generated<string>;
  billing_email: Generated<string>;
  nationality: string | null;
  declaration_json: string | null;
  /** Folded words of the names and e-mail for the front desk's search (src/stay/folded-names.ts). */
  search_text: string | null;
}

export interface GuestMessagesTable {
  id: Generated<number>;
  hotel_id: number;
  reservation_id: number;
  guest_id: number;
  kind: string;
  recipient: string;
  state: Generated<string>;
  note: Generated<string>;
  due_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  lease_owner: string | null;
  lease_until: string | null;
  reason: string | null;
  message_id: string;
  created_at: string;
  sent_at: string | null;
}

export interface HotelsTable {
  id: Generated<number>;
  hotel_key: string;
  code: string;
  name: string;
  time_zone: string;
}

export interface IdentityDocumentsTable {
  id: Generated<number>;
  guest_id: number;
  reservation_id: number;
  file_name: string;
  stored_name: string;
  content_type: string;
  size_bytes: number;
  uploaded_at: string;
}

export interface LocalTipLikesTable {
  local_tip_id: number;
  guest_id: number;
  liked_at: string;
}

export interface LocalTipsTable {
  id: Generated<number>;
  hotel_id: number;
  position: number;
  title_en: string;
  title_vi: string;
  category_en: string;
  category_vi: string;
  summary_en: string;
  summary_vi: string;
  description_en: string;
  description_vi: string;
  address: string;
  distance_en: string;
  distance_vi: string;
  image: string;
  base_likes: Generated<number>;
}

export interface MenuCategoriesTable {
  id: Generated<number>;
  hotel_id: number;
  position: number;
  name_en: string;
  name_vi: string;
}

export interface MenuItemsTable {
  id: Generated<number>;
  hotel_id: number;
  category_id: number;
  position: number;
  name_en: string;
  name_vi: string;
  description_en: string;
  description_vi: string;
  price: number;
  vat_percent: Generated<number>;
  image: string;
  available: Generated<number>;
}

export interface MessageSettingsTable {
  hotel_id: number;
  kinds_json: string;
  invitation_days_before: number;
  send_hour: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface MyActivitiesTable {
  id: Generated<number>;
  guest_id: number;
  activity_id: number;
  date: string;
  added_at: string;
}

export interface OffersTable {
  id: Generated<number>;
  hotel_id: number;
  position: number;
  title_en: string;
  title_vi: string;
  summary_en: string;
  summary_vi: string;
  description_en: string;
  description_vi: string;
  terms_en: string;
  terms_vi: string;
  image: string;
  valid_from: string;
  valid_to: string;
  price: number | null;
  discount_percent: number | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  name_en: string;
  name_vi: string;
  quantity: number;
  unit_price: number;
}

export interface OrderStatusChangesTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  at: string;
  staff_id: number | null;
  by_name: string;
}

export interface OrdersTable {
  id: Generated<number>;
  hotel_id: number;
  reservation_id: number;
  guest_id: number;
  placed_by_guest_id: number;
  placed_by_name: string;
  number: string;
  placed_at: string;
  room_number: string;
  delivery_date: string | null;
  delivery_time: string | null;
  notes: string;
  status: string;
  refusal_reason: string | null;
  total: number;
  idempotency_key: string;
  request_fingerprint: string;
}

export interface PicturesTable {
  name: string;
  hotel_id: number;
  content: Uint8Array;
  uploaded_at: string;
  uploaded_by: number | null;
}

export interface ProgramReservationsTable {
  id: Generated<number>;
  program_id: number;
  guest_id: number;
  seats: number;
  notes: string;
  reserved_at: string;
  reserved_by_staff_id: number | null;
  reserved_by_name: string | null;
  state: Generated<string>;
  marked_at: string | null;
  marked_by_staff_id: number | null;
  marked_by_name: string | null;
}

export interface ProgramsTable {
  id: Generated<number>;
  hotel_id: number;
  title_en: string;
  title_vi: string;
  summary_en: string;
  summary_vi: string;
  description_en: string;
  description_vi: string;
  location_en: string;
  location_vi: string;
  image: string;
  starts_at: string;
  ends_at: string;
  price: number;
  capacity: number;
  seats_held: Generated<number>;
}

export interface QuickRepliesTable {
  id: Generated<number>;
  hotel_id: number;
  title_en: string;
  title_vi: string;
  text_en: string;
  text_vi: string;
  created_at: string;
}

export interface RatingsTable {
  guest_id: number;
  score: number;
  experience: string;
  rated_at: string;
}

export interface ReceiptsTable {
  id: Generated<number>;
  reservation_id: number;
  number: string;
  date: string;
  amount: number;
  method: string;
}

export interface ReservationMovesTable {
  id: Generated<number>;
  reservation_id: number;
  at: string;
  move: string;
  staff_id: number | null;
  by_name: string;
  note: Generated<string>;
}

export interface ReservationsTable {
  id: Generated<number>;
  hotel_id: number;
  reservation_number: string;
  arrival_date: string;
  departure_date: string;
  room_type: string;
  room_number: string | null;
  adults: number;
  children: Generated<number>;
  arrival_time: string | null;
  status: string;
  cancellation_deadline: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  check_in_submitted_at: string | null;
  check_out_requested_at: string | null;
  preference_codes_json: Generated<string>;
  check_in_notes: Generated<string>;
  checked_out_at: string | null;
  check_in_review: string | null;
  check_in_return_note: Generated<string>;
  /** 'en' or 'vi'; null: the hotel's default. */
  language: string | null;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface SessionsTable {
  token_hash: string;
  guest_id: number;
  hotel_id: number;
  kind: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  hotel_id: number;
  reservation_key: string;
  failed_at: string;
  client_address: Generated<string>;
}

export interface StaffAccountsTable {
  id: Generated<number>;
  hotel_id: number;
  email: string;
  name: string;
  role: string;
  password_hash: string;
  disabled: Generated<number>;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
}

export interface StaffSessionsTable {
  token_hash: string;
  account_id: number;
  hotel_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface StaffSignInFailuresTable {
  id: Generated<number>;
  hotel_id: number;
  account_key: string;
  client_address: string;
  failed_at: string;
}

export interface Tables {
  activities: ActivitiesTable;
  audit_log: AuditLogTable;
  bill_lines: BillLinesTable;
  check_out_requests: CheckOutRequestsTable;
  conversation_messages: ConversationMessagesTable;
  conversation_photo_keys: ConversationPhotoKeysTable;
  conversation_photos: ConversationPhotosTable;
  conversation_threads: ConversationThreadsTable;
  document_files: DocumentFilesTable;
  favorites: FavoritesTable;
  guest_messages: GuestMessagesTable;
  guests: GuestsTable;
  hotels: HotelsTable;
  identity_documents: IdentityDocumentsTable;
  local_tip_likes: LocalTipLikesTable;
  local_tips: LocalTipsTable;
  menu_categories: MenuCategoriesTable;
  menu_items: MenuItemsTable;
  message_settings: MessageSettingsTable;
  meta: MetaTable;
  my_activities: MyActivitiesTable;
  offers: OffersTable;
  order_lines: OrderLinesTable;
  order_status_changes: OrderStatusChangesTable;
  orders: OrdersTable;
  pictures: PicturesTable;
  program_reservations: ProgramReservationsTable;
  programs: ProgramsTable;
  quick_replies: QuickRepliesTable;
  ratings: RatingsTable;
  receipts: ReceiptsTable;
  reservation_moves: ReservationMovesTable;
  reservations: ReservationsTable;
  schema_migrations: SchemaMigrationsTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
}
