import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadGuestApi } from './lib/guest-api.ts';
import { initI18n } from './app/i18n.ts';

await initI18n();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Fetch the API client once the first screen is up, so the first call does not wait for it.
setTimeout(preloadGuestApi, 1500);
