/** Signs a staff account in; answers the headers of its calls (hotel key, CSRF token, cookie). */
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
export async function staffSession(
  apiUrl: string,
  hotelKey: string,
  account: { email: string; password: string },
): Promise<Record<string, string>> {
  const response = await fetch(`${apiUrl}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HOTEL_KEY_HEADER]: hotelKey },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`Staff sign-in of ${account.email} failed: ${response.status}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return {
    [HOTEL_KEY_HEADER]: hotelKey,
    'x-csrf-token': csrfToken,
    cookie,
    'content-type': 'application/json',
  };
}
