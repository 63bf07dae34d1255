import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon/icon.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { DialogTitle, ModalDialog } from '../internal/dialog-parts.ts';
import { useModalDialog } from '../internal/use-modal-dialog.ts';
import { color, motion, radius, shadow, space } from '../theme/tokens.ts';

export interface BottomSheetProps {
  open: boolean;
  title: ReactNode;
  /** Called by the close button, Escape and a tap on the scrim. */
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  /** Sticky actions at the bottom, e.g. "Add to cart". */
  footer?: ReactNode;
}

const Sheet = styled(ModalDialog)`
  width: 100%;
  max-width: 560px;
  max-height: 85dvh;
  margin: auto auto 0;
  border-radius: ${radius.lg} ${radius.lg} 0 0;
  box-shadow: ${shadow.sheet};
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: bottom-sheet-in ${motion.enter} ${motion.easing};
    }
  }
  @keyframes bottom-sheet-in {
    from {
      transform: translateY(100%);
    }
  }
`;

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 85dvh;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(3)} ${space(2)} ${space(2)} ${space(5)};
  h2 {
    flex: 1;
  }
`;

const Content = styled.div`
  overflow-y: auto;
  padding: 0 ${space(5)} ${space(5)};
`;

const Footer = styled.div`
  padding: ${space(3)} ${space(5)} ${space(5)};
  border-top: 1px solid ${color.border};
`;

/** A modal panel that slides up from the bottom of the phone screen. */
export function BottomSheet({
  open,
  title,
  onClose,
  closeLabel,
  children,
  footer,
}: BottomSheetProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  if (!open) return null;
  return (
    <Sheet
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Layout>
        <Header>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <IconButton label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </IconButton>
        </Header>
        <Content>{children}</Content>
        {footer && <Footer>{footer}</Footer>}
      </Layout>
    </Sheet>
  );
}
