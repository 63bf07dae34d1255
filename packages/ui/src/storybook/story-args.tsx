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
 * Storybook's preview, where nothing would, so the picked value is held here too. Storybook's
 * update comes back a moment later: after quick picks (two arrow keys in a row) the echo of the
 * first would put back an older value over the second, so a value coming back as an arg that was
 * picked here is only an echo. Any other arg (an edit in the Controls panel) replaces the value.
 */
function PickedValue<P extends Controlled>({ Component, args, onPick }: PickedValueProps<P>) {
  const [value, setValue] = useState(args.value);
  const [argValue, setArgValue] = useState(args.value);
  const [awaitedEchoes, setAwaitedEchoes] = useState<string[]>([]);
  if (!sameValue(args.value, argValue)) {
    const echo = awaitedEchoes.indexOf(JSON.stringify(args.value));
    setArgValue(args.value);
    if (echo >= 0) setAwaitedEchoes(awaitedEchoes.slice(echo + 1));
    else {
      setAwaitedEchoes([]);
      setValue(args.value);
    }
  }
  return (
    <Component
      {...args}
      value={value}
      onChange={(next: P['value']) => {
        setValue(next);
        setAwaitedEchoes((awaited) => [...awaited, JSON.stringify(next)]);
        onPick(next);
        args.onChange(next);
      }}
    />
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
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
