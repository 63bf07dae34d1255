import { Slide, ToastContainer, cssTransition } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** The spec's toast motion: enter 225 ms, exit 195 ms. */
export const toastTransition = cssTransition({
  enter: 'Toastify--animate Toastify__slide-enter--top-center',
  exit: 'Toastify--animate Toastify__slide-exit--top-center',
  collapseDuration: 195,
});

export const TOAST_DURATION_MS = 2000;

/** Toasts per the spec: 2 s, top-center, no progress bar, click to close, at most 3. */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      hideProgressBar
      closeOnClick
      pauseOnHover
      draggable={false}
      theme="colored"
      limit={3}
      transition={Slide}
    />
  );
}
