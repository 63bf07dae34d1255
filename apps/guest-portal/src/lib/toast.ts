type Tone = 'success' | 'info' | 'error';

// The toasts' code loads with the kit's toast host (lazy in src/app/app.tsx) rather than with the
// screens that raise a toast, so /home's first paint does not wait for it; by the time a guest's
// action raises one, the host has long loaded it and the import resolves at once.
function show(tone: Tone, text: string): void {
  void import('@portal/ui/toast').then(({ toast }) => toast[tone](text));
}

/** A short notice in the kit's toast host: `toast.success(t('thanks'))`. */
export const toast = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  error: (text: string) => show('error', text),
};
