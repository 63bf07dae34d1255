import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon/icon.tsx';
import { DialogTitle, ModalDialog } from '../internal/dialog-parts.ts';
import { useModalDialog } from '../internal/use-modal-dialog.ts';

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
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  box-shadow: ${({ theme }) => theme.shadow.sheet};
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: bottom-sheet-in ${({ theme }) => theme.motion.enter}
        ${({ theme }) => theme.motion.easing};
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
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  h2 {
    flex: 1;
  }
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.background};
  }
`;

const Content = styled.div`
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)}
    ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
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
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </CloseButton>
        </Header>
        <Content>{children}</Content>
        {footer && <Footer>{footer}</Footer>}
      </Layout>
    </Sheet>
  );
}
