import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button.tsx';
import { DialogTitle, ModalDialog } from '../internal/dialog-parts.ts';
import { useModalDialog } from '../internal/use-modal-dialog.ts';
import { color, motion, radius, space } from '../theme/tokens.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  agreeLabel: string;
  disagreeLabel: string;
  onAgree: () => void;
  /** Also called on Escape: closing the dialog any other way means "no". */
  onDisagree: () => void;
  /** `danger` paints the agree button red, for cancelling a reservation and the like. */
  tone?: 'default' | 'danger';
  /** While the agreed action runs: the agree button spins and both are disabled. */
  busy?: boolean;
}

const Panel = styled(ModalDialog)`
  width: min(calc(100vw - 32px), 400px);
  border-radius: ${radius.md};
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: confirm-dialog-in ${motion.enter} ${motion.easing};
    }
  }
  @keyframes confirm-dialog-in {
    from {
      opacity: 0;
      transform: scale(0.96);
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(5)};
`;

const Message = styled.div`
  color: ${color.textMuted};
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(2)};
  > * {
    flex: 1 1 auto;
  }
`;

/**
 * Asks the guest to agree or disagree before something happens (opening a contact channel,
 * cancelling). Focus starts on "disagree", stays inside, and goes back where it was on close.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  agreeLabel,
  disagreeLabel,
  onAgree,
  onDisagree,
  tone = 'default',
  busy = false,
}: ConfirmDialogProps) {
  const ref = useModalDialog(open, onDisagree);
  const titleId = useId();
  const messageId = useId();
  if (!open) return null;
  return (
    <Panel
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
    >
      <Body>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {message && <Message id={messageId}>{message}</Message>}
        <Actions>
          <Button variant="secondary" onClick={onDisagree} disabled={busy} data-autofocus>
            {disagreeLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onAgree}
            loading={busy}
          >
            {agreeLabel}
          </Button>
        </Actions>
      </Body>
    </Panel>
  );
}
