import { z } from 'zod';

/** Every preference code a hotel may offer; codes travel verbatim, spelling included. */
export const PREFERENCE_CODES = [
  'CHECKIN_NON_SMOKING',
  'CHECKIN_SMOKING',
  'CHECKIN_DOUBLE_BED',
  'CHECKIN_TWIN_BED',
  'CHECKIN_SINGLE_BED',
  'CHECKIN_NICE_VIEW',
  'CHECKIN_HIGH_FLOOR',
  'CHECKIN_LOW_FLOOR',
  'CHECKIN_QUITE_ROOM',
  'CHECKIN_EARLY',
  'CHECKIN_LATE_CHECKOUT',
  'CHECKIN_CONNECTING_ROOM',
  'CHECKIN_BABY_COT',
  'CHECKIN_ALLERGIC_TO',
  'CHECKIN_NEXT_DOOR_ROOM',
  'CHECKIN_SPECIAL_OCCASIONS',
  'CHECKIN_ROOM_NEAR_LIFT',
] as const;

export const PreferenceCode = z.enum(PREFERENCE_CODES);
export type PreferenceCode = z.infer<typeof PreferenceCode>;

export const LANGUAGES = ['en', 'vi'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

const optionalChannel = z.string().trim().max(40);

export const TenantConfig = z
  .object({
    id: z.string().regex(/^[a-z]{2,12}$/, 'a short lower-case id such as "esg"'),
    hotelKey: z.string().regex(/^\d{1,6}$/, 'digits only, sent as the hotel key header'),
    hotelCode: z.string().regex(/^[A-Z]{2,6}$/, 'upper-case letters such as "ESG"'),
    displayName: z.string().trim().min(2).max(60),
    themeColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'a hex colour such as #99CC33'),
    contacts: z.object({
      messengerPage: z.url({ protocol: /^https$/ }).or(z.literal('')),
      zalo: optionalChannel,
      phone: optionalChannel,
      tollFree: optionalChannel,
      whatsapp: optionalChannel,
    }),
    preferenceCodes: z
      .array(PreferenceCode)
      .min(1)
      .refine((codes) => new Set(codes).size === codes.length, 'each preference code at most once'),
    /** The room types the hotel sells, as its reservations name them (the front desk's new reservations). */
    roomTypes: z
      .array(z.string().trim().min(1).max(60))
      .min(1)
      .refine(
        (types) => new Set(types.map((type) => type.toLowerCase())).size === types.length,
        'each room type at most once',
      ),
    timeZone: z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone such as Asia/Ho_Chi_Minh'),
    defaultLanguage: Language,
    /** Days identity documents are kept after check-out, then deleted with their files (the API). */
    identityDocumentRetentionDays: z.number().int().min(1).max(3650).default(30),
    /** Days the guests' conversation with the hotel (messages, photos) is kept after check-out (the API). */
    conversationRetentionDays: z.number().int().min(1).max(3650).default(90),
    /** The address the hotel's guest e-mails come from; else the API's MAIL_FROM. */
    mailFrom: z.email().optional(),
    /** The portal's public address, where e-mailed sign-in links open; else the API's PORTAL_PUBLIC_URL. */
    portalPublicUrl: z.url({ protocol: /^https?$/ }).optional(),
    apiBaseUrl: z.string().regex(/^(\/|https?:\/\/)/, 'a path such as /api or an http(s) URL'),
  })
  .strict();

export type TenantConfig = z.infer<typeof TenantConfig>;
/** What a tenant package writes: the same shape, checked again when a build starts. */
export type TenantConfigInput = z.input<typeof TenantConfig>;
