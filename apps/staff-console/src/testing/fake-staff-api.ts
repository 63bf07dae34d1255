import { vi } from 'vitest';
import type { StaffApi } from '@portal/api-client/staff-api';
import type { StaffAccount } from '@portal/api-client/staff-contract/staff-accounts';
import type { StaffSession } from '@portal/api-client/staff-contract/staff-session';
import type { StaffRole } from '@portal/api-client/rules/staff-roles';

/** The demo hotel's session of a staff member of this role. */
export function sessionOf(role: StaffRole, name = 'Lan Tran'): StaffSession {
  return {
    staff: { id: role === 'manager' ? 1 : 2, email: `${role}@esg.example`, name, role },
    hotel: { code: 'ESG', name: 'ESG Hotel Saigon' },
    csrfToken: 'csrf-token',
    idleExpiresAt: '2026-11-23T20:30:00.000Z',
    expiresAt: '2026-11-24T08:00:00.000Z',
  };
}

export const MANAGER_ACCOUNT: StaffAccount = {
  id: 1,
  email: 'manager@esg.example',
  name: 'Lan Tran',
  role: 'manager',
  disabled: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  lastSignInAt: '2026-11-23T02:15:00.000Z',
};

export const KITCHEN_ACCOUNT: StaffAccount = {
  id: 2,
  email: 'bao@esg.example',
  name: 'Bao Pham',
  role: 'kitchen',
  disabled: false,
  createdAt: '2026-11-02T08:00:00.000Z',
  lastSignInAt: null,
};

/** Every staff call as a mock; each test answers the ones it needs. */
export const staffApi = {
  staffSignIn: vi.fn(),
  staffGetSession: vi.fn(),
  staffSignOut: vi.fn(),
  staffSignOutEverywhere: vi.fn(),
  listStaffAccounts: vi.fn(),
  addStaffAccount: vi.fn(),
  updateStaffAccount: vi.fn(),
  listAuditLog: vi.fn(),
  listKitchenOrders: vi.fn(),
  moveOrder: vi.fn(),
  listArrivals: vi.fn(),
  listDepartures: vi.fn(),
  getFrontDeskReservation: vi.fn(),
  getIdentityDocument: vi.fn(),
  getIdentityDetails: vi.fn(),
  searchReservations: vi.fn(),
  listInHouse: vi.fn(),
  listCancellations: vi.fn(),
  confirmReservation: vi.fn(),
  assignRoom: vi.fn(),
  markArrived: vi.fn(),
  acceptPreCheckIn: vi.fn(),
  returnPreCheckIn: vi.fn(),
  checkOutReservation: vi.fn(),
  cancelReservationAtDesk: vi.fn(),
  listRoomTypes: vi.fn(),
  createReservation: vi.fn(),
  previewReservationImport: vi.fn(),
  importReservations: vi.fn(),
  listStaffPrograms: vi.fn(),
  addProgram: vi.fn(),
  changeProgram: vi.fn(),
  listStaffLocalTips: vi.fn(),
  addLocalTip: vi.fn(),
  changeLocalTip: vi.fn(),
  removeLocalTip: vi.fn(),
  listStaffOffers: vi.fn(),
  addOffer: vi.fn(),
  changeOffer: vi.fn(),
  findProgramGuests: vi.fn(),
  reserveProgramForGuest: vi.fn(),
  markProgramAttendance: vi.fn(),
  cancelProgramReservationForGuest: vi.fn(),
  listStaffActivities: vi.fn(),
  addActivity: vi.fn(),
  changeActivity: vi.fn(),
  removeActivity: vi.fn(),
  getStaffMenu: vi.fn(),
  addMenuItem: vi.fn(),
  changeMenuItem: vi.fn(),
  setMenuItemAvailability: vi.fn(),
  addMenuCategory: vi.fn(),
  renameMenuCategory: vi.fn(),
  uploadPicture: vi.fn(),
  getManagerDashboard: vi.fn(),
  listReservationMessages: vi.fn(),
  resendInvitation: vi.fn(),
  listHotelMessages: vi.fn(),
  getMessageSettings: vi.fn(),
  updateMessageSettings: vi.fn(),
  listInbox: vi.fn(),
  getInboxThread: vi.fn(),
  replyInInbox: vi.fn(),
  markInboxThreadSeen: vi.fn(),
  moveInboxThread: vi.fn(),
  listQuickReplies: vi.fn(),
  addQuickReply: vi.fn(),
  updateQuickReply: vi.fn(),
  removeQuickReply: vi.fn(),
} satisfies Record<keyof StaffApi, unknown>;
