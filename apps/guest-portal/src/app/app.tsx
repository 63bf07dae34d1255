import { RouterProvider } from 'react-router';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { ToastHost } from '@portal/ui/toast';
import { tenant } from '../config/tenant.ts';
import { router } from './router.tsx';

export function App() {
  return (
    <PortalThemeProvider tokens={tenant}>
      <RouterProvider router={router} />
      <ToastHost />
    </PortalThemeProvider>
  );
}
