import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only the hash is stored. */
export function newAccessToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(header ?? '');
  return match?.[1] ?? null;
}
