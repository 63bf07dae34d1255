import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { CountBadge } from '@portal/ui/count-badge';
import { LoadingOverlay } from '@portal/ui/loading-overlay';
import { PageShell, type ShellBackground } from '@portal/ui/page-shell';
import { SideMenu } from '@portal/ui/side-menu';
import { Stack } from '@portal/ui/stack';
import { HotelContactButtons } from '../../features/contact/components/hotel-contact-buttons.tsx';
import { conversationUnreadQuery } from '../../features/conversation/api/conversation-queries.ts';
import { useWaitingMessagesSender } from '../../features/conversation/use-waiting-messages-sender.ts';
import { useGuestProfile } from '../../hooks/use-guest-profile.ts';
import { useSignOut } from '../../hooks/use-sign-out.ts';
import { useLoadingStore } from '../../stores/loading-store.ts';
import { menuEntries } from './menu-entries.ts';
import { ShellHeader } from './shell-header.tsx';
import { LanguageToggle } from '../../components/language-toggle.tsx';

/** Shells A, B and C: header, side menu, loading overlay and the contact buttons around a screen. */
export function SignedInLayout({ background }: { background: ShellBackground }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { profile } = useGuestProfile();
  const [menuOpen, setMenuOpen] = useState(false);
  const loading = useLoadingStore((state) => state.pending > 0);
  const signOut = useSignOut();
  // The hotel's messages not yet seen: read again when the guest's stream says the thread changed.
  const unread = useQuery(conversationUnreadQuery).data?.unread ?? 0;
  useWaitingMessagesSender(profile, useQueryClient());

  useEffect(() => setMenuOpen(false), [location.pathname]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const header = (
    <ShellHeader menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} unread={unread} />
  );

  return (
    <PageShell background={background} header={header} floating={<HotelContactButtons />}>
      <SideMenu
        open={menuOpen}
        label={t('menu.navigation')}
        onClose={closeMenu}
        footer={
          <Stack $gap={2} style={{ marginTop: 16 }}>
            <LanguageToggle fullWidth />
            <Button variant="ghost" fullWidth onClick={() => void signOut()}>
              {t('app.signOut')}
            </Button>
          </Stack>
        }
      >
        {menuEntries(profile.status).map((entry) => (
          <li key={entry.key}>
            <NavLink to={entry.path}>
              {t(`menu.${entry.key}`)}
              {entry.key === 'messages' && (
                <CountBadge count={unread} label={t('app.unread', { count: unread })} />
              )}
            </NavLink>
          </li>
        ))}
      </SideMenu>
      <Outlet />
      <LoadingOverlay visible={loading} label={t('app.loading')} />
    </PageShell>
  );
}
