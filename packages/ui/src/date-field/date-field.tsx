import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

export interface DateFieldProps extends Omit<TextFieldProps, 'type'> {
  /** YYYY-MM-DD, as the native picker reads and writes it (so are `min` and `max`). */
  value?: string;
}

/** A date input (YYYY-MM-DD) using the phone's own date picker. */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
