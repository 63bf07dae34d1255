import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CountBadge } from '@portal/ui/count-badge';
import { AppHeader, MessagesIcon, ProfileIcon } from '@portal/ui/page-shell';
import { tenant } from '../../config/tenant.ts';

export interface ShellHeaderProps {
  menuOpen: boolean;
  onMenu: () => void;
  /** The hotel's messages the guest has not seen; unknown until read (the server's page). */
  unread?: number;
}

// A 44 px target around the icon; the count sits on its corner, inside it.
const IconLink = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  & > [data-count] {
    position: absolute;
    top: 0;
    right: 0;
    margin: 0;
  }
`;

/**
 * The signed-in header: menu button, the hotel's name to /home, Messages with the unread count,
 * the profile icon to /profile.
 */
export function ShellHeader({ menuOpen, onMenu, unread = 0 }: ShellHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppHeader
      menuLabel={t('app.openMenu')}
      menuExpanded={menuOpen}
      onMenu={onMenu}
      title={<Link to="/home">{tenant.displayName}</Link>}
      end={
        <>
          <IconLink
            to="/messages"
            aria-label={unread > 0 ? t('app.messagesLink', { count: unread }) : t('menu.messages')}
          >
            <MessagesIcon />
            <CountBadge count={unread} />
          </IconLink>
          <IconLink to="/profile" aria-label={t('app.profile')}>
            <ProfileIcon />
          </IconLink>
        </>
      }
    />
  );
}
