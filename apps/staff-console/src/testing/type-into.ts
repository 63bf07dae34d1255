import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types into a form's field found by its label, as the staff member would: `type('Title (English)', 'Pho')`. */
export const typeInto = (form: HTMLElement) => (label: string, text: string) =>
  userEvent.type(within(form).getByLabelText(label), text);
