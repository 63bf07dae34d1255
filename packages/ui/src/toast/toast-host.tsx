import {
  ToastContainer,
  cssTransition,
  toast,
  type CloseButtonProps,
} from 'react-toastify/unstyled';
import toastifyStyles from 'react-toastify/ReactToastify.css?inline';
import styled, { createGlobalStyle } from 'styled-components';
import { Icon } from '../icon/icon.tsx';
import { color, font, layer, motion, radius, touchTarget } from '../theme/tokens.ts';

/** Raises a toast in the host: `toast.success(text)`, `toast.error(text)`. */
export { toast };

export const TOAST_DURATION_MS = 2000;
export const TOAST_LIMIT = 3;
export const TOAST_ENTER_MS = 225;
export const TOAST_EXIT_MS = 195;

/** The toast motion: slide down in 225 ms, up and out in 195 ms. */
export const toastTransition = cssTransition({
  enter: 'portal-toast-enter',
  exit: 'portal-toast-exit',
  collapseDuration: TOAST_EXIT_MS,
});

// The host arrives after the first screen. A rule on `:root` added then (react-toastify's own
// variables are on `:root`) makes the browser restyle every element of the page: on the check-in
// form, a 150 ms task on a slow phone. On the toasts' region, it restyles only the toasts.
const TOAST_REGION = '.Toastify';
const toastifyRules = toastifyStyles.replaceAll(':root', TOAST_REGION);

// react-toastify reads its colours from CSS variables: map them to the tenant's theme so every
// coloured toast keeps its text at AA (the pairs are proven in create-theme.test.ts).
const ToastTheme = createGlobalStyle`
  ${toastifyRules}
  ${TOAST_REGION} {
    --toastify-font-family: ${font.family};
    --toastify-z-index: ${layer.toast};
    --toastify-toast-bd-radius: ${radius.md};
    --toastify-toast-min-height: 56px;
    --toastify-color-light: ${color.surface};
    --toastify-text-color-light: ${color.text};
    --toastify-color-info: ${color.primary};
    --toastify-text-color-info: ${color.onPrimary};
    --toastify-icon-color-info: ${color.onPrimary};
    --toastify-color-success: ${color.success};
    --toastify-text-color-success: ${color.onSuccess};
    --toastify-icon-color-success: ${color.onSuccess};
    --toastify-color-warning: ${color.warning};
    --toastify-text-color-warning: ${color.onWarning};
    --toastify-icon-color-warning: ${color.onWarning};
    --toastify-color-error: ${color.danger};
    --toastify-text-color-error: ${color.onDanger};
    --toastify-icon-color-error: ${color.onDanger};
  }
  .Toastify__toast-theme--colored .Toastify__toast-icon svg {
    fill: currentColor;
  }
  .portal-toast-enter {
    animation: portal-toast-in ${TOAST_ENTER_MS}ms ${motion.easing} both;
  }
  .portal-toast-exit {
    animation: portal-toast-out ${TOAST_EXIT_MS}ms ease-in both;
  }
  @keyframes portal-toast-in {
    from { transform: translate3d(0, -110%, 0); opacity: 0; }
    to { transform: translate3d(0, 0, 0); opacity: 1; }
  }
  @keyframes portal-toast-out {
    from { transform: translate3d(0, 0, 0); opacity: 1; }
    to { transform: translate3d(0, -110%, 0); opacity: 0; }
  }
  @media (prefers-reduced-motion: reduce) {
    @keyframes portal-toast-in { from { opacity: 0; } to { opacity: 1; } }
    @keyframes portal-toast-out { from { opacity: 1; } to { opacity: 0; } }
  }
`;

const Close = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  align-self: center;
  width: ${touchTarget};
  height: ${touchTarget};
  margin: -8px -8px -8px 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

export interface ToastHostProps {
  /** The close button's name; pass the translated word. */
  closeLabel?: string;
  /** Names the notifications region for screen readers. */
  regionLabel?: string;
}

/**
 * Where toasts appear and how long: 2 s, top-center, no progress bar, closed by a click, paused
 * on hover, not draggable, coloured by the tenant's theme, at most 3 at once. Raise them with
 * this module's `toast.success(text)` / `toast.error(text)`.
 */
export function ToastHost({ closeLabel = 'Close', regionLabel = 'Notifications' }: ToastHostProps) {
  const renderClose = ({ closeToast }: CloseButtonProps) => (
    <Close type="button" aria-label={closeLabel} onClick={closeToast}>
      <Icon name="close" size={20} />
    </Close>
  );
  return (
    <>
      <ToastTheme />
      <ToastContainer
        position="top-center"
        autoClose={TOAST_DURATION_MS}
        hideProgressBar
        closeOnClick
        pauseOnHover
        draggable={false}
        theme="colored"
        limit={TOAST_LIMIT}
        transition={toastTransition}
        closeButton={renderClose}
        aria-label={regionLabel}
      />
    </>
  );
}
