/**
 * An app's one API client, typed by its contract (`GuestApi`, `StaffApi`): each property is a call
 * made by its name through `call`, which loads what it needs (the portal loads its client and each
 * call's part of the contract with the first call) and ends the session when the API says it
 * ended (`endSession` of ../session/session.ts).
 */
export function createApiClient<Api extends object, Input = unknown>(
  call: (name: string, input: Input | undefined) => Promise<unknown>,
): Api {
  return new Proxy({} as Api, {
    get(_, name: string) {
      return (input?: Input) => call(name, input);
    },
  });
}
