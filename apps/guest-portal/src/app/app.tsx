import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { tenant } from '../config/tenant.ts';
import { router } from './router.tsx';

// Toasts only follow a guest's action, so their host loads after the first screen.
const ToastHost = lazy(async () => ({ default: (await import('@portal/ui/toast')).ToastHost }));

export function App() {
  const { t } = useTranslation();
  return (
    <PortalThemeProvider tokens={tenant}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <ToastHost closeLabel={t('app.closeNotification')} regionLabel={t('app.notifications')} />
      </Suspense>
    </PortalThemeProvider>
  );
}
