/**
 * What a guest does on the server's page before React holds it. Typing and choosing land in the
 * fields, but React starts from the state it rendered and would not know it (React has the cure,
 * replaying change events on hydration, behind a flag its stable builds leave off). A tap on a
 * button does nothing; on a submit button it is a native submit, which `StackForm`'s
 * `method="dialog"` makes do nothing too, instead of sending the fields in the address.
 *
 * From the moment the page's script runs until React has committed the page (`handOver`, from
 * `App`'s first effect), the fields the guest changes are noted and every tap on a button is held
 * back, the last one noted. That covers the slices in which React hydrates: typing then makes
 * React hydrate at once and take the typed text for what it rendered, so its state would never
 * learn it. `handOver` gives React each changed field, as if changed now, then makes that tap
 * again. A tap before the script runs stays a tap that did nothing, and what was typed then stays
 * in its field without React knowing it.
 */
export function keepEarlyInput(root: HTMLElement) {
  let lastTap: (() => void) | null = null;
  // On the window, in the capture phase: before React's own listeners on the root see the tap.
  const holdTap = (event: Event) => {
    const tap = tapOf(event, root);
    if (!tap) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    lastTap = tap;
  };
  // The fields the guest changed, by the events of their changes: the browser's own restoring of
  // fields on a reload fires none, and is left to the screens' drafts.
  const changed = new Set<FormField>();
  const noteChange = (event: Event) => {
    const field = event.target;
    if (isFormField(field) && root.contains(field)) changed.add(field);
  };
  const listening = [
    ['click', holdTap],
    ['submit', holdTap],
    ['input', noteChange],
    ['change', noteChange],
  ] as const;
  for (const [type, listener] of listening) window.addEventListener(type, listener, true);

  let handedOver = false;
  const handOver = () => {
    if (handedOver) return;
    handedOver = true;
    for (const [type, listener] of listening) window.removeEventListener(type, listener, true);
    for (const field of changed) if (field.isConnected) handOverField(field);
    const tap = lastTap;
    // In a task of its own, once React has applied the fields' changes: the tap reads them.
    if (tap) setTimeout(tap, 0);
  };
  return { handOver };
}

/**
 * A tap on a button of the page, or the Enter key in a form without a submit button (a tap on a
 * submit button is held at its click, so no submit follows it), as a way to make it again.
 */
function tapOf(event: Event, root: HTMLElement): (() => void) | null {
  if (event.type === 'submit') {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return null;
    return () => {
      if (form.isConnected) form.requestSubmit();
    };
  }
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !root.contains(button)) return null;
  const form = button.type === 'submit' ? button.form : null;
  if (form)
    return () => {
      if (form.isConnected && button.isConnected && !button.disabled) form.requestSubmit(button);
    };
  if (button.type !== 'button') return null;
  return () => {
    if (button.isConnected && !button.disabled) button.click();
  };
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isFormField = (target: EventTarget | null): target is FormField =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/**
 * React notices a change by comparing a field's value with the one it last saw set through the
 * field's own `value` (or `checked`): the server's is set that way, then the guest's past it.
 */
function handOverField(field: FormField) {
  if (field instanceof HTMLSelectElement) {
    if ([...field.options].some((option) => option.selected !== option.defaultSelected))
      field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // The radio the guest chose carries the group; a click is what React listens to here.
    const chosen = field.type === 'radio' ? field.checked : !field.defaultChecked;
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !chosen)) return;
    field.checked = !chosen;
    field.click();
    return;
  }
  // A file field's value cannot be set; its choice is the screen's own (prepareDocument).
  if (field.type === 'file' || field.value === field.defaultValue) return;
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
