import { useState } from 'react';
import type { ComponentType } from 'react';
import { useArgs } from 'storybook/preview-api';

/** A component whose `value` is chosen by its guest and reported through `onChange`. */
interface Controlled {
  value: unknown;
  // A method, so a component's narrower `onChange(value: string[])` still fits.
  onChange(value: unknown): void;
}

interface PickedValueProps<P extends Controlled> {
  Component: ComponentType<P>;
  args: P;
  onPick: (value: P['value']) => void;
}

/**
 * Storybook renders the story again with the updated arg; the Vitest run renders stories without
 * Storybook's preview, where nothing would, so the picked value is held here too. An arg changed
 * in the Controls panel replaces it.
 */
function PickedValue<P extends Controlled>({ Component, args, onPick }: PickedValueProps<P>) {
  const [value, setValue] = useState(args.value);
  const [argValue, setArgValue] = useState(args.value);
  if (args.value !== argValue) {
    setArgValue(args.value);
    setValue(args.value);
  }
  return (
    <Component
      {...args}
      value={value}
      onChange={(next: P['value']) => {
        setValue(next);
        onPick(next);
        args.onChange(next);
      }}
    />
  );
}

/**
 * A story render for a controlled component: what the guest picks on the canvas becomes the
 * story's `value` arg (Storybook's `useArgs`), so the Controls panel follows the canvas.
 */
export function controlledByArgs<P extends Controlled>(Component: ComponentType<P>) {
  return function ControlledStory(args: P) {
    const [, updateArgs] = useArgs<{ value: P['value'] }>();
    return (
      <PickedValue Component={Component} args={args} onPick={(value) => updateArgs({ value })} />
    );
  };
}
