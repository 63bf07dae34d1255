import { useEffect, useRef } from 'react';
import { focusableWithin } from './focusable.ts';

/**
 * Opens a <dialog> as a modal while `open`: focus moves in (to `[data-autofocus]` or the first
 * control), Tab and Shift+Tab stay inside, Escape calls `onDismiss`, and on close focus returns to
 * whatever had it before. The native modal already makes the page behind inert; the explicit
 * trap keeps the same behaviour where Tab would otherwise reach the browser's own UI.
 */
export function useModalDialog(open: boolean, onDismiss: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const initial =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableWithin(dialog)[0] ?? dialog;
    initial.focus();

    let dismissed = false;
    const dismiss = () => {
      if (dismissed) return;
      dismissed = true;
      dismissRef.current();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableWithin(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return ref;
}
