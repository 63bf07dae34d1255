import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads local storage when its module loads, so each case loads a fresh copy.
async function freshStore() {
  vi.resetModules();
  return (await import('./language-store.ts')).useLanguageStore;
}

describe('language store', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'language=; path=/; max-age=0';
  });

  it('starts in the hotel default language (en) when nothing is stored', async () => {
    const store = await freshStore();
    expect(store.getState().language).toBe('en');
  });

  it('restores the stored language at start', async () => {
    localStorage.setItem('language', 'vi');
    const store = await freshStore();
    expect(store.getState().language).toBe('vi');
  });

  it('ignores a stored value that is not a language of the portal', async () => {
    localStorage.setItem('language', 'fr');
    const store = await freshStore();
    expect(store.getState().language).toBe('en');
  });

  it('skips the first write on load: restoring does not write to storage', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await freshStore();
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('saves a change under the key "language"', async () => {
    const store = await freshStore();
    store.getState().setLanguage('vi');
    expect(localStorage.getItem('language')).toBe('vi');
    store.getState().setLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
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
