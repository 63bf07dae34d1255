import { STAFF_ROLES, type StaffRole } from '@portal/api-client/rules/staff-roles';

export interface DemoStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  /** Demo only: printed by `npm start`; real accounts are added with `npm run staff -- add`. */
  password: string;
}

const NAMES: Record<StaffRole, string> = {
  'front-desk': 'Linh (front desk)',
  kitchen: 'Bao (kitchen)',
  concierge: 'Thu (concierge)',
  manager: 'Minh (manager)',
};

/** One account of each role for a hotel: `frontdesk@esg.demo` … with a password of 12+ characters. */
export function demoStaffAccounts(hotelCode: string): DemoStaffAccount[] {
  const code = hotelCode.toLowerCase();
  return STAFF_ROLES.map((role) => ({
    email: `${role.replace('-', '')}@${code}.demo`,
    name: NAMES[role],
    role,
    password: `${role}-demo-${code}-2026`,
  }));
}
