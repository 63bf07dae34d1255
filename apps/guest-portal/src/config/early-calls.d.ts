declare module 'virtual:early-calls' {
  /** Where the guest's token is kept (`STORAGE_KEYS.accessToken`). */
  export const accessTokenKey: string;
  /** The hotel key header every call carries, and this hotel's key. */
  export const hotelKeyHeader: string;
  export const hotelKey: string;
  /** The profile's address, read first on every signed-in route. */
  export const sessionUrl: string;
  /** Each signed-in route (`/food-detail/:id`) and the addresses its loader reads first. */
  export const screenUrls: readonly (readonly [route: string, urls: readonly string[]])[];
}

/** An answer of the guest API that came before the portal's code: what the client keeps of it. */
interface EarlyAnswer {
  status: number;
  data: unknown;
}

/** A call `early-calls.ts` sent, by its address: the token it carried and its answer (null: none to use). */
interface EarlyCall {
  authorization: string;
  answer: Promise<EarlyAnswer | null>;
}

interface Window {
  portalEarlyCalls?: Map<string, EarlyCall>;
}
