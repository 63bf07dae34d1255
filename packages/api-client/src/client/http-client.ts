import axios, {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
} from 'axios';
import { CSRF_TOKEN_HEADER, HOTEL_KEY_HEADER } from '../wire/api-paths.ts';

export interface HttpClientOptions {
  baseURL: string;
  hotelKey: string;
  /**
   * The guest session's CSRF token (its session is the HttpOnly cookie the browser sends), read on
   * every request so a new sign-in is picked up at once; sent on every call while signed in.
   * Absent for the staff console, whose client sends its own (staff-api.ts).
   */
  getCsrfToken?: () => string | null;
  /** Told of a 401/403; the client only logs these and does not reject. */
  onUnauthorized?: (status: 401 | 403) => void;
  /**
   * Told when a call made while signed in (it carried the CSRF token) is refused 401 `UNAUTHENTICATED`: the session
   * has ended (expired, signed out elsewhere, the guest removed from the reservation). The sign-in
   * calls' own refusals have codes of their own and a 403 is a rule of the hotel, so neither is.
   */
  onSessionEnded?: () => void;
  log?: (message: string) => void;
  timeoutMs?: number;
  /**
   * How a request reaches the API: the browser's XHR by default; the server's render sends its
   * calls to the API's handlers in its own process.
   */
  send?: AxiosAdapter;
}

function sentSession(response: AxiosResponse): boolean {
  return AxiosHeaders.from(response.config.headers).has(CSRF_TOKEN_HEADER);
}

function refusalCode(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'code' in data ? data.code : undefined;
}

/**
 * The one axios instance of the portal: tenant base URL, hotel key header, the session cookie
 * (sent by the browser, also to an API on another origin of the site) and its CSRF token. 401/403 are logged and resolved (not rejected); every other failure is rejected with
 * the response, or with an empty data object when there is none.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const log = options.log ?? ((message: string) => console.warn(message));
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 20_000,
    headers: { [HOTEL_KEY_HEADER]: options.hotelKey },
    withCredentials: true,
  });

  const { getCsrfToken } = options;
  if (getCsrfToken) {
    http.interceptors.request.use((config) => {
      const token = getCsrfToken();
      if (token) config.headers.set(CSRF_TOKEN_HEADER, token);
      return config;
    });
  }

  if (options.send) http.defaults.adapter = options.send;

  http.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const response: AxiosResponse | undefined = axios.isAxiosError(error)
        ? error.response
        : undefined;
      if (response && (response.status === 401 || response.status === 403)) {
        log(`Request to ${response.config.url ?? ''} answered ${response.status}`);
        options.onUnauthorized?.(response.status);
        if (
          response.status === 401 &&
          sentSession(response) &&
          refusalCode(response.data) === 'UNAUTHENTICATED'
        ) {
          options.onSessionEnded?.();
        }
        return response;
      }
      return Promise.reject(response ?? { data: {} });
    },
  );
  return http;
}
