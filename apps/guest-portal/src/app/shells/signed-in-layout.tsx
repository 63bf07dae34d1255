import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import type { GuestProfile } from '@portal/api-client/contract/session';
import { LoadingOverlay } from '@portal/ui/loading-overlay';
import { AppHeader, PageShell, ProfileIcon, type ShellBackground } from '@portal/ui/page-shell';
import { SideMenu } from '@portal/ui/side-menu';
import { tenant } from '../../config/tenant.ts';
import { GuestProfileContext } from '../../hooks/use-guest-profile.ts';
import { forgetSession, readAccessToken } from '../../lib/access-token.ts';
import { guestApi } from '../../lib/guest-api.ts';
import { useLanguageStore } from '../../stores/language-store.ts';
import { useLoadingStore } from '../../stores/loading-store.ts';
import { menuEntries } from './menu-entries.ts';

/** Shells A, B and C: header, side menu, overlay and contacts around the signed-in screens. */
export function SignedInLayout({ background }: { background: ShellBackground }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [profile, setProfile] = useState<GuestProfile | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const loading = useLoadingStore((state) => state.pending > 0);
  const { language, setLanguage } = useLanguageStore();
  const token = readAccessToken();

  const refresh = useCallback(async () => {
    try {
      setProfile(await guestApi.getProfile({}));
    } catch (error) {
      console.error(error instanceof Error ? error.message : 'Something went wrong!');
      forgetSession();
      await navigate('/login', { replace: true });
    }
  }, [navigate]);

  useEffect(() => {
    if (token) void refresh();
  }, [token, refresh]);

  useEffect(() => setMenuOpen(false), [location.pathname]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  if (!token) return <Navigate to="/login" replace />;

  async function signOut() {
    try {
      await guestApi.signOut({});
    } finally {
      forgetSession();
      await navigate('/login', { replace: true });
    }
  }

  const header = (
    <AppHeader
      menuLabel={t('app.openMenu')}
      menuExpanded={menuOpen}
      onMenu={() => setMenuOpen(true)}
      title={<Link to="/home">{tenant.displayName}</Link>}
      end={
        <Link to="/profile" aria-label={t('app.profile')} style={{ display: 'inline-grid', placeItems: 'center', width: 44, height: 44 }}>
          <ProfileIcon />
        </Link>
      }
    />
  );

  return (
    <PageShell background={background} header={header}>
      {profile ? (
        <GuestProfileContext.Provider value={{ profile, refresh }}>
          <SideMenu
            open={menuOpen}
            label={t('menu.navigation')}
            onClose={closeMenu}
            footer={
              <>
                <button type="button" lang={language === 'en' ? 'vi' : 'en'} onClick={() => setLanguage(language === 'en' ? 'vi' : 'en')}>
                  {t('app.switchToLanguage')}
                </button>
                <button type="button" onClick={() => void signOut()}>
                  {t('app.signOut')}
                </button>
              </>
            }
          >
            {menuEntries(profile.status).map((entry) => (
              <li key={entry.key}>
                <NavLink to={entry.path}>{t(`menu.${entry.key}`)}</NavLink>
              </li>
            ))}
          </SideMenu>
          <Outlet />
        </GuestProfileContext.Provider>
      ) : (
        <LoadingOverlay visible label={t('app.loading')} />
      )}
      <LoadingOverlay visible={loading} label={t('app.loading')} />
    </PageShell>
  );
}
