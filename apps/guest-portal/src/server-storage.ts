/**
 * The server's render has no browser storage: the stores that read it at start (the language,
 * the cart, the session's CSRF token) find it empty, and what is written is dropped, so nothing
 * one request's render does reaches another's. Imported first by `server-render.tsx`.
 */
class InertStorage implements Storage {
  readonly length = 0;
  clear() {}
  getItem() {
    return null;
  }
  key() {
    return null;
  }
  removeItem() {}
  setItem() {}
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: new InertStorage() });
}
