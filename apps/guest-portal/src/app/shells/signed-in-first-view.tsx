import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { Card } from '@portal/ui/card';
import { PageShell, type ShellBackground } from '@portal/ui/page-shell';
import { Skeleton } from '@portal/ui/skeleton';
import { Stack } from '@portal/ui/stack';
import { PageTitle } from '../../components/section-title.tsx';
import { menuEntries, type MenuEntryKey } from './menu-entries.ts';
import { ShellHeader } from './shell-header.tsx';

/** The screens the side menu names, by their address (either status: check-in and check-out). */
const MENU_TITLES = new Map<string, MenuEntryKey>(
  [...menuEntries('Arrived'), ...menuEntries('Confirmed')].map((entry) => [entry.path, entry.key]),
);

const noMenuYet = () => undefined;

export interface SignedInFirstViewProps {
  /** The routes of each shell, to draw the route's own background. */
  shells: Record<ShellBackground, RouteObject[]>;
}

/**
 * What a signed-in route shows before its code and the guest's data are there: the prerendered
 * HTML and the first render in the browser, identical (docs/adr/0013-prerendered-first-view.md).
 * The shell's header, the screen's title where the side menu names it, and skeletons.
 */
export function SignedInFirstView({ shells }: SignedInFirstViewProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const backgrounds = Object.keys(shells) as ShellBackground[];
  const background =
    backgrounds.find((shell) => matchRoutes(shells[shell], pathname)) ?? 'short-curve';
  const title = MENU_TITLES.get(pathname);
  return (
    <PageShell background={background} header={<ShellHeader menuOpen={false} onMenu={noMenuYet} />}>
      <Stack>
        <Card>
          {title ? <PageTitle>{t(`menu.${title}`)}</PageTitle> : null}
          <Skeleton lines={2} label={t('app.loading')} />
        </Card>
        <Skeleton variant="block" label={t('app.loading')} />
      </Stack>
    </PageShell>
  );
}
