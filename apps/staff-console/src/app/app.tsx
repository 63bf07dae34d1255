import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { tenant } from '../config/tenant.ts';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';

const ToastHost = lazy(async () => ({ default: (await import('@portal/ui/toast')).ToastHost }));

export function App() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <PortalThemeProvider tokens={tenant}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <ToastHost closeLabel={t('app.closeNotification')} regionLabel={t('app.notifications')} />
        </Suspense>
      </PortalThemeProvider>
    </QueryClientProvider>
  );
}
