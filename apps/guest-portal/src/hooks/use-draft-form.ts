import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import { useSessionDraft } from './use-session-draft.ts';

/**
 * A form (react-hook-form) whose values are the tab's draft (`useSessionDraft`): nothing the guest
 * typed is lost to a failed send or a reload. `forget` drops the draft once it has been sent.
 */
export function useDraftForm<TValues extends FieldValues, TContext = unknown, TSent = TValues>(
  key: string,
  initial: () => TValues,
  options: Omit<UseFormProps<TValues, TContext, TSent>, 'defaultValues' | 'values'> = {},
) {
  const { draft, setDraft, forget, restored, restoredDraft } = useSessionDraft(key, initial);
  const form = useForm<TValues, TContext, TSent>({
    ...options,
    // The draft is whole values, which react-hook-form's partial defaults accept.
    defaultValues: draft as DefaultValues<TValues>,
  });
  const { subscribe, reset } = form;
  // A draft read in after the first render (useSessionDraft) becomes the form's values, once: later
  // the draft follows the form.
  const resetToDraft = useRef(false);
  useEffect(() => {
    if (!restored || resetToDraft.current) return;
    resetToDraft.current = true;
    reset(draft as DefaultValues<TValues>);
  }, [restored, draft, reset]);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => setDraft(values),
      }),
    [subscribe, setDraft],
  );
  return { form, forget, restored, restoredDraft };
}
