/**
 * What a guest does on the server's page before React holds it. Typing lands in the fields, but
 * React starts from the state it rendered and would not know it (React has the cure, replaying
 * change events on hydration, behind a flag its stable builds leave off); a tap on a submit
 * button is a native submit, which `StackForm`'s `method="dialog"` makes do nothing instead of
 * sending the fields in the address.
 *
 * From the moment the page's script runs, `keepEarlyInput` notes the last such tap; once React
 * holds the page, `handOver` gives React each field the guest changed, as if typed now, and then
 * makes the tap again. A tap before the script runs stays a tap that did nothing, what was typed
 * stays in its field.
 */
export function keepEarlyInput(root: HTMLElement) {
  let tapped: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  // Heard past React's own listener on the root: a submit React handled (while hydrating, it
  // hydrates the tapped part at once) is prevented by the form's handler and is not noted.
  const noteTap = (event: SubmitEvent) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    if (!root.contains(event.target)) return;
    event.preventDefault();
    tapped = { form: event.target, submitter: event.submitter };
  };
  document.addEventListener('submit', noteTap);

  let handedOver = false;
  return function handOver() {
    if (handedOver) return;
    handedOver = true;
    document.removeEventListener('submit', noteTap);
    for (const field of root.querySelectorAll<FormField>('input, textarea, select'))
      if (changedByGuest(field)) typeAgain(field);
    const tap = tapped;
    if (!tap) return;
    // After React has applied the fields' changes, so the submit reads the guest's values.
    setTimeout(() => {
      const { form, submitter } = tap;
      if (!form.isConnected) return;
      const sameButton =
        submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined;
      form.requestSubmit(sameButton);
    }, 0);
  };
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TYPED_INPUTS = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
  'password',
]);

function changedByGuest(field: FormField): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && !TYPED_INPUTS.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

/**
 * React notices a change by comparing a field's value with the one it last saw set through the
 * field's own `value`: it is set to the server's value that way, then to the guest's past it.
 */
function typeAgain(field: FormField) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
