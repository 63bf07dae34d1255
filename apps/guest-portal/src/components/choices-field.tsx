import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { CheckboxGroup, type CheckboxGroupProps } from '@portal/ui/checkbox-group';

export type ChoicesFieldProps<TValues extends FieldValues> = Omit<
  CheckboxGroupProps,
  'name' | 'value' | 'onChange'
> & {
  control: Control<TValues>;
  name: FieldPathByValue<TValues, string[]>;
};

/** A form's checkbox group (room preferences, check-out options): the choices in the order offered. */
export function ChoicesField<TValues extends FieldValues>({
  control,
  name,
  options,
  ...group
}: ChoicesFieldProps<TValues>) {
  const { field } = useController({ control, name });
  return (
    <CheckboxGroup
      {...group}
      name={name}
      options={options}
      value={field.value}
      onChange={(chosen) =>
        field.onChange(
          options.map((option) => option.value).filter((value) => chosen.includes(value)),
        )
      }
    />
  );
}
