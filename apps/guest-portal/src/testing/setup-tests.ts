import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no modal dialogs; the kit's ConfirmDialog opens and closes one.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

// Two cores shared by every package's tests in npm test: a lazy screen may take more than the
// default second to appear (a loader's test failed on it).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // Testing Library unmounts on its own only where the test runner's globals are on.
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
