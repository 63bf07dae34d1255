import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

export interface TimeFieldProps extends Omit<TextFieldProps, 'type'> {
  /** HH:mm, as the native picker reads and writes it. */
  value?: string;
}

/** A time input (HH:mm) using the phone's own time picker. */
export function TimeField(props: TimeFieldProps) {
  return <TextField {...props} type="time" />;
}
