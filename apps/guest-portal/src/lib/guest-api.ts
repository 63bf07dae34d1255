import { createGuestApi } from '@portal/api-client/guest-api';
import { createHttpClient } from '@portal/api-client/http-client';
import { tenant } from '../config/tenant.ts';
import { readAccessToken } from './access-token.ts';

/** The portal's one API client: this hotel's base URL and key, the stored token. */
export const http = createHttpClient({
  baseURL: tenant.apiBaseUrl,
  hotelKey: tenant.hotelKey,
  getAccessToken: readAccessToken,
});

export const guestApi = createGuestApi(http);
