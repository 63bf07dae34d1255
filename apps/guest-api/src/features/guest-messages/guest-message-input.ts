import type { GuestMessageInput, renderGuestMessage } from '@portal/emails/render-guest-message';

/**
 * How a guest e-mail is made (`@portal/emails`): never identity-document data, only names, dates,
 * room and amounts. The sender takes the renderer as an option, so a test may count its calls.
 */
export type { GuestMessageInput };
export type RenderGuestMessage = typeof renderGuestMessage;
