import type { JSX } from 'react';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Actions } from './form-parts.ts';

interface FormFooterProps {
  /** The refusal no field could take, in the reader's language. */
  failure: string | null;
  saving: boolean;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

/** The end of a form in an editor panel: what the API refused, then Save and Cancel. */
export function FormFooter({
  failure,
  saving,
  saveLabel,
  cancelLabel,
  onCancel,
}: FormFooterProps): JSX.Element {
  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Actions>
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Actions>
    </>
  );
}
