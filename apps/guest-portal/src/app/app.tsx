import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { tenant } from '../config/tenant.ts';

// Toasts only follow a guest's action, so their host loads after the first screen (and is not
// part of the server's render, which the browser's first render must match).
const ToastHost = lazy(async () => ({ default: (await import('@portal/ui/toast')).ToastHost }));

/**
 * The portal around its router: the browser's, or the server's for one request. `onTakenOver`
 * runs once the browser holds the page, after every screen's own first effects.
 */
export function App({ children, onTakenOver }: { children: ReactNode; onTakenOver?: () => void }) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    onTakenOver?.();
  }, [onTakenOver]);
  return (
    <PortalThemeProvider tokens={tenant}>
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <ToastHost closeLabel={t('app.closeNotification')} regionLabel={t('app.notifications')} />
        </Suspense>
      ) : null}
    </PortalThemeProvider>
  );
}
