import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { tenant } from '../config/tenant.ts';

// Toasts only follow a guest's action, so their host loads after the first screen (and is not
// part of the prerendered first view, which the browser's first render must match).
const ToastHost = lazy(async () => ({ default: (await import('@portal/ui/toast')).ToastHost }));

/** The portal around a router: the browser's, or the prerender's at one address. */
export function App({ router }: Pick<RouterProviderProps, 'router'>) {
  const { t } = useTranslation();
  const [firstViewShown, setFirstViewShown] = useState(false);
  useEffect(() => setFirstViewShown(true), []);
  return (
    <PortalThemeProvider tokens={tenant}>
      <RouterProvider router={router} />
      {firstViewShown ? (
        <Suspense fallback={null}>
          <ToastHost closeLabel={t('app.closeNotification')} regionLabel={t('app.notifications')} />
        </Suspense>
      ) : null}
    </PortalThemeProvider>
  );
}
