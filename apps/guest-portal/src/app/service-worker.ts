const HOUR = 60 * 60 * 1000;

/**
 * Installs the service worker of production builds (vite.config.ts): it keeps the hashed assets
 * and the empty page, so the next visit loads its code at once and offline shows the shell; never
 * a guest's page (docs/adr/0018-server-rendered-pages.md). An open portal looks for a new build
 * when the guest comes back to it and every hour; a new one takes over and reloads the page.
 */
export async function keepPortalForNextVisit(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const lookForNewBuild = () => void registration.update();
      setInterval(lookForNewBuild, HOUR);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') lookForNewBuild();
      });
    },
  });
}
