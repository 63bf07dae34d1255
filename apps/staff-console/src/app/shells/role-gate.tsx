import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ErrorScreen } from '@portal/ui/error-screen';
import { mayStaffCall, type StaffRole } from '@portal/api-client/rules/staff-roles';
import { useStaffSession } from '../../hooks/use-staff-session.ts';

/** A screen opened by its address by a role that may not use it is refused, not shown empty. */
export function RoleGate({ roles }: { roles: readonly StaffRole[] }) {
  const { t } = useTranslation();
  const { staff } = useStaffSession();
  if (mayStaffCall(staff.role, roles)) return <Outlet />;
  return (
    <ErrorScreen
      code={403}
      title={t('refused.title')}
      message={t('refused.message')}
      action={<Link to="/">{t('app.backToStart')}</Link>}
    />
  );
}
