import { setTimeout as sleep } from 'node:timers/promises';
import type { StaffSession } from '@portal/api-client/staff-contract/staff-session';
import { HttpError } from '../../platform/http/http-error.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import type { Hotel, StaffIdentity } from '../../platform/http/request-context.ts';
import { judgeSignIn, type SignInBudgets } from '../../platform/sign-in/sign-in-budget.ts';
import type { StaffSignInMetrics } from '../../platform/metrics/staff-sign-in-metrics.ts';
import type { SignInAttempt, SignInThrottle } from '../../platform/sign-in/sign-in-throttle.ts';
import type { AuditLogRepository } from '../../platform/audit/audit-log-repository.ts';
import type { StaffAccountsRepository } from './staff-accounts-repository.ts';
import { clearStaffCookie, setStaffCookie } from '../../platform/sessions/staff-cookie.ts';
import { passwordMatches } from '../../platform/sign-in/staff-password.ts';
import type { StaffSessionsRepository } from '../../platform/sessions/staff-sessions-repository.ts';

export interface StaffSessionDeps {
  accounts: StaffAccountsRepository;
  sessions: StaffSessionsRepository;
  audit: AuditLogRepository;
  throttle: SignInThrottle;
  budgets: SignInBudgets;
  metrics: StaffSignInMetrics;
  maxSessionMs: number;
  now: () => Date;
}

export function staffSessionAnswer(hotel: Hotel, identity: StaffIdentity): StaffSession {
  return {
    staff: identity.staff,
    hotel: { code: hotel.code, name: hotel.name },
    csrfToken: identity.csrfToken,
    idleExpiresAt: identity.idleExpiresAt,
    expiresAt: identity.expiresAt,
  };
}

export function staffSessionHandlers({
  accounts,
  sessions,
  audit,
  throttle,
  budgets,
  metrics,
  maxSessionMs,
  now,
}: StaffSessionDeps) {
  return {
    staffSignIn: async ({ hotel, body, request, reply }) => {
      const at = now();
      const attempt: SignInAttempt = {
        hotelId: hotel.id,
        client: request.ip,
        reservationKey: `account:${body.email}`,
      };
      const reserved = await throttle.reserve(attempt, at, (failures) =>
        judgeSignIn(failures, budgets, at),
      );
      const { history, verdict } = reserved;
      // The attempt counts as a failure unless it turns out not to be one.
      let failed = false;
      try {
        if (verdict.kind === 'refused') {
          metrics.refused(hotel.code, verdict.reason);
          request.log.warn(
            { client: attempt.client, hotel: hotel.code, reason: verdict.reason },
            'staff sign-in refused: too many failures',
          );
          throw new HttpError('TOO_MANY_ATTEMPTS', undefined, {
            retryAfterSeconds: verdict.retryAfterSeconds,
          });
        }
        if (verdict.delayMs > 0) await sleep(verdict.delayMs);
        const found = await accounts.credentialsOf(hotel.id, body.email);
        const matches = await passwordMatches(found?.passwordHash ?? null, body.password);
        // One answer for an unknown e-mail, a wrong password and a disabled account.
        if (!found || !matches || found.account.disabled) {
          failed = true;
          metrics.failed(hotel.code);
          await audit.recordFailedSignIn(
            { hotelId: hotel.id, email: body.email, client: attempt.client },
            at,
          );
          request.log.warn(
            {
              client: attempt.client,
              hotel: hotel.code,
              clientFailures: history.client.length + 1,
            },
            'staff sign-in failed',
          );
          throw new HttpError('STAFF_SIGN_IN_FAILED');
        }
        // The account's failures are forgotten, this attempt's with them.
        await throttle.clearReservation(hotel.id, attempt.reservationKey);
        const { token, identity } = await sessions.open(found.account.id, hotel.id, at);
        await accounts.recordSignIn(found.account.id, at);
        await audit.record(
          { hotelId: hotel.id, staff: identity.staff, action: 'staff-signed-in' },
          at,
        );
        setStaffCookie(request, reply, token, maxSessionMs);
        return staffSessionAnswer(hotel, identity);
      } finally {
        if (!failed) await reserved.release();
      }
    },
    staffGetSession: ({ hotel, staff }) => staffSessionAnswer(hotel, staff),
    staffSignOut: async ({ hotel, staff, request, reply }) => {
      const at = now();
      await sessions.revoke(staff.tokenHash, at);
      await audit.record({ hotelId: hotel.id, staff: staff.staff, action: 'staff-signed-out' }, at);
      clearStaffCookie(request, reply);
      return { ok: true as const };
    },
    staffSignOutEverywhere: async ({ hotel, staff, request, reply }) => {
      const at = now();
      await sessions.revokeAll(staff.staff.id, at);
      await audit.record(
        { hotelId: hotel.id, staff: staff.staff, action: 'staff-signed-out-everywhere' },
        at,
      );
      clearStaffCookie(request, reply);
      return { ok: true as const };
    },
  } satisfies Partial<StaffHandlers>;
}
