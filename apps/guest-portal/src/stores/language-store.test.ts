import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads local storage when its module loads, so each case loads a fresh copy. What
// every app's store does is tested in packages/web-platform; here, what the portal's adds.
async function freshStore() {
  vi.resetModules();
  return (await import('./language-store.ts')).useLanguageStore;
}

describe("the portal's language store", () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'language=; path=/; max-age=0';
  });

  it('remembers a change under the key "language"', async () => {
    const store = await freshStore();
    store.getState().setLanguage('vi');
    expect(localStorage.getItem('language')).toBe('vi');
  });

  it('tells the server the chosen language in a cookie, so the next page arrives in it', async () => {
    const store = await freshStore();
    store.getState().setLanguage('vi');
    expect(document.cookie).toContain('language=vi');
  });

  it('writes the cookie at start for a guest whose language was saved before it existed', async () => {
    localStorage.setItem('language', 'vi');
    await freshStore();
    expect(document.cookie).toContain('language=vi');
  });
});
