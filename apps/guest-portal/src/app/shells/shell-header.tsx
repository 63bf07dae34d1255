import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppHeader, ProfileIcon } from '@portal/ui/page-shell';
import { tenant } from '../../config/tenant.ts';

export interface ShellHeaderProps {
  menuOpen: boolean;
  onMenu: () => void;
}

/** The signed-in header: menu button, the hotel's name to /home, the profile icon to /profile. */
export function ShellHeader({ menuOpen, onMenu }: ShellHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppHeader
      menuLabel={t('app.openMenu')}
      menuExpanded={menuOpen}
      onMenu={onMenu}
      title={<Link to="/home">{tenant.displayName}</Link>}
      end={
        <Link
          to="/profile"
          aria-label={t('app.profile')}
          style={{ display: 'inline-grid', placeItems: 'center', width: 44, height: 44 }}
        >
          <ProfileIcon />
        </Link>
      }
    />
  );
}
