/**
 * Puts focus on the first control the guest has to fix, in the order the page shows them (a
 * form's own order is the order its fields appeared, and a declaration appears late).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  // A group (radios, files) is marked as a whole: its chosen or first control takes the focus.
  const control = invalid.matches('input, select, textarea')
    ? invalid
    : invalid.querySelector<HTMLElement>('input:checked, input, select, textarea, button');
  control?.focus();
}
