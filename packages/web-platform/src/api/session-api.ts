import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { Session } from '../session/session.ts';

export interface SessionApiOptions<Input> {
  /** Makes one call of the app's contract by its name (through the hotel's axios client). */
  call: (name: string, input: Input | undefined) => Promise<unknown>;
  session: Session;
  /**
   * The refusal code that says the session ended, for a client that rejects it (the staff
   * client's `STAFF_UNAUTHENTICATED`). The guest's axios client tells the session itself
   * (`onSessionEnded` of `@portal/api-client/http-client`), since only it knows the call carried
   * the session's token.
   */
  sessionEndedCode?: string;
}

/**
 * An app's one API client, typed by its contract (`GuestApi`, `StaffApi`): each property a call,
 * made through `call`; a refusal with `sessionEndedCode` ends the session (once, while signed in)
 * before the screen sees the failure.
 */
export function createSessionApi<Api extends object, Input = unknown>({
  call,
  session,
  sessionEndedCode,
}: SessionApiOptions<Input>): Api {
  return new Proxy({} as Api, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      return async (input?: Input) => {
        try {
          return await call(name, input);
        } catch (failure) {
          if (failure instanceof ApiRequestError && failure.code === sessionEndedCode) {
            session.end();
          }
          throw failure;
        }
      };
    },
  });
}
