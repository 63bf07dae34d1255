import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLanguageStore } from './language-store.ts';

// The portal's store: remembered under "language", told to the server (its cookie).
const toldServer: string[] = [];
const portalStore = () =>
  createLanguageStore('language', 'en', (language) => void toldServer.push(language));
// The console's: remembered under its own key, the server not told.
const consoleStore = () => createLanguageStore('staff_language', 'vi');

beforeEach(() => {
  localStorage.clear();
  toldServer.length = 0;
});

describe('language store', () => {
  it("starts in the hotel's default language when nothing is stored", () => {
    expect(portalStore().getState().language).toBe('en');
    expect(consoleStore().getState().language).toBe('vi');
  });

  it('restores the stored language at start', () => {
    localStorage.setItem('language', 'vi');
    localStorage.setItem('staff_language', 'en');
    expect(portalStore().getState().language).toBe('vi');
    expect(consoleStore().getState().language).toBe('en');
  });

  it('ignores a stored value that is not a language of the apps', () => {
    localStorage.setItem('language', 'fr');
    expect(portalStore().getState().language).toBe('en');
  });

  it('skips the first write on load: restoring does not write to storage', () => {
    localStorage.setItem('language', 'vi');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    portalStore();
    consoleStore();
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('remembers a change under its key', () => {
    const store = portalStore();
    store.getState().setLanguage('vi');
    expect(localStorage.getItem('language')).toBe('vi');
    store.getState().setLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    consoleStore().getState().setLanguage('en');
    expect(localStorage.getItem('staff_language')).toBe('en');
  });

  it('tells the server the language at start and on every change, not when it stays', () => {
    localStorage.setItem('language', 'vi');
    const store = portalStore();
    expect(toldServer).toEqual(['vi']);
    store.getState().setLanguage('en');
    store.getState().setLanguage('en');
    expect(toldServer).toEqual(['vi', 'en']);
  });
});
