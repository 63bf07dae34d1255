/** The key of every read of the console. */
export const queryKeys = {
  session: ['staff-session'],
  staffAccounts: ['staff-accounts'],
  auditLog: ['audit-log'],
  kitchenBoard: ['kitchen-board'],
  frontDesk: ['front-desk'],
  roomTypes: ['room-types'],
  managerDashboard: ['manager-dashboard'],
  guestMessages: ['guest-messages'],
  inbox: ['inbox'],
  quickReplies: ['quick-replies'],
} as const;
