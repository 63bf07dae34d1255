import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { BrandMark } from '../../components/brand-mark.tsx';
import { LanguageToggle } from '../../components/language-toggle.tsx';
import { tenant } from '../../config/tenant.ts';
import { StaffSessionContext } from '../../hooks/use-staff-session.ts';
import { useSessionWatch } from '../../hooks/use-session-watch.ts';
import { useSignOut } from '../../hooks/use-sign-out.ts';
import { staffSessionQuery } from '../../lib/staff-session.ts';
import { navigationFor } from './console-navigation.ts';

// After the first screen, as the sign-in screen needs none of them.
const InboxWatch = lazy(async () => ({
  default: (await import('../../features/inbox/components/inbox-watch.tsx')).InboxWatch,
}));
const InboxUnreadBadge = lazy(async () => ({
  default: (await import('../../features/inbox/components/inbox-unread-badge.tsx'))
    .InboxUnreadBadge,
}));

/** What an entry of the navigation shows beside its name (the inbox's unread messages). */
const ENTRY_BADGES: Partial<Record<string, ReactNode>> = { '/inbox': <InboxUnreadBadge /> };

const WIDE = '@media (min-width: 900px)';

const Layout = styled.div`
  min-height: 100vh;
  ${WIDE} {
    display: grid;
    grid-template-columns: 272px 1fr;
  }
`;

const TopBar = styled.header`
  display: flex;
  /* A long hotel name, or text at 200 % on a 320 px phone, puts the Menu button on a line below. */
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  & > button {
    flex: none;
    /* On a line of its own it stays at the right. */
    margin-left: auto;
    white-space: nowrap;
  }
  ${WIDE} {
    display: none;
  }
`;

const Hotel = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  /* The name wraps beside the Menu button until there is less than 10rem left for it. */
  flex: 1 1 10rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Side = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${WIDE} {
    display: flex;
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const SideHotel = styled(Hotel)`
  display: none;
  ${WIDE} {
    display: flex;
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const NavEntry = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.background};
  }
  &.active {
    background: ${({ theme }) => theme.color.primarySoft};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Who = styled.section`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;
  ${WIDE} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

/** The console around every signed-in screen: the hotel, who is signed in, where they may go. */
export function SignedInShell() {
  const { t } = useTranslation();
  const { data: session } = useQuery(staffSessionQuery);
  const signOut = useSignOut();
  useSessionWatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  // Moving to another screen closes the phone menu.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }
  if (!session) return null;
  const { staff } = session;
  const navigation = navigationFor(staff.role);

  return (
    <StaffSessionContext value={session}>
      {navigation.some((entry) => entry.path === '/inbox') && (
        <Suspense fallback={null}>
          <InboxWatch />
        </Suspense>
      )}
      <Layout>
        <TopBar>
          <Hotel>
            <BrandMark />
            <span>{tenant.displayName}</span>
          </Hotel>
          <Button
            type="button"
            variant="secondary"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          </Button>
        </TopBar>
        <Side id={menuId} $open={menuOpen}>
          <SideHotel>
            <BrandMark />
            <span>{tenant.displayName}</span>
          </SideHotel>
          <nav aria-label={t('shell.navigation')}>
            <NavList>
              <li>
                <NavEntry to="/" end>
                  {t('shell.start')}
                </NavEntry>
              </li>
              {navigation.map((entry) => (
                <li key={entry.path}>
                  <NavEntry to={entry.path}>
                    {t(entry.label)}
                    <Suspense fallback={null}>{ENTRY_BADGES[entry.path]}</Suspense>
                  </NavEntry>
                </li>
              ))}
            </NavList>
          </nav>
          <Who aria-label={t('shell.signedInAs')}>
            <Muted>{t('shell.signedInAs')}</Muted>
            <Name>{staff.name}</Name>
            <Muted>{t(`roles.${staff.role}`)}</Muted>
            <LanguageToggle />
            <Button type="button" variant="secondary" onClick={() => void signOut(false)}>
              {t('shell.signOut')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              title={t('shell.signOutEverywhereHint')}
              onClick={() => void signOut(true)}
            >
              {t('shell.signOutEverywhere')}
            </Button>
          </Who>
        </Side>
        <Main>
          <Outlet />
        </Main>
      </Layout>
    </StaffSessionContext>
  );
}
