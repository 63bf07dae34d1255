import { ApiRequestError } from '@portal/api-client/api-request-error';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { tenant } from '../../../config/tenant.ts';

/**
 * An identity document's file as a blob (the contract's `getIdentityDocument`; each read is written
 * to the audit log). Read with fetch, not the JSON client: the answer is the image or PDF itself.
 * The staff cookie goes with it (same-origin); a refusal answers the API's `{ code, message }`.
 */
export async function fetchIdentityDocument(id: number): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${tenant.apiBaseUrl}/staff/identity-documents/${id}`, {
      credentials: 'same-origin',
      headers: { [HOTEL_KEY_HEADER]: tenant.hotelKey },
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', 'Network error');
  }
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
  } | null;
  throw new ApiRequestError(
    response.status,
    body?.code ?? 'INTERNAL',
    body?.message ?? 'Something went wrong',
  );
}
