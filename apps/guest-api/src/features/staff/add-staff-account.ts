import { parseArgs } from 'node:util';
import { z } from 'zod';
import { STAFF_PASSWORD_LENGTH } from '@portal/api-client/rules/staff-roles';
import { StaffEmail, StaffName, StaffRole } from '@portal/api-client/staff-contract/staff-session';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import type { Store } from '../../db/store.ts';
import { createStaffAccountsRepository } from './staff-accounts-repository.ts';
import { hashPassword, isWeakPassword } from '../../platform/sign-in/staff-password.ts';

export const STAFF_COMMAND_USAGE =
  'Usage: npm run staff -- add --tenant <id> --role <front-desk|kitchen|concierge|manager> --email <e-mail> [--name <name>]\n' +
  '  The password is read from STAFF_PASSWORD, or asked for without echo.';

const AddArguments = z.object({
  tenant: z.string({ error: 'Missing --tenant' }),
  role: StaffRole,
  email: StaffEmail,
  name: z.optional(StaffName),
});

export interface StaffCommandDeps {
  store: Store;
  tenants: TenantConfig[];
  /** STAFF_PASSWORD, or a prompt that does not echo. */
  readPassword: () => Promise<string>;
  print: (line: string) => void;
}

/** `staff add …`: adds an account the way a manager's console does. Answers the exit code. */
export async function runStaffCommand(args: string[], deps: StaffCommandDeps): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        tenant: { type: 'string' },
        role: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
      },
    });
  } catch (error) {
    deps.print(`${error instanceof Error ? error.message : String(error)}\n${STAFF_COMMAND_USAGE}`);
    return 2;
  }
  if (parsed.positionals[0] !== 'add' || parsed.positionals.length !== 1) {
    deps.print(STAFF_COMMAND_USAGE);
    return 2;
  }
  const options = AddArguments.safeParse(parsed.values);
  if (!options.success) {
    deps.print(`${z.prettifyError(options.error)}\n${STAFF_COMMAND_USAGE}`);
    return 2;
  }
  const { tenant: tenantId, role, email } = options.data;
  const tenant = deps.tenants.find((candidate) => candidate.id === tenantId);
  if (!tenant) {
    deps.print(
      `Unknown tenant ${tenantId}; one of ${deps.tenants.map((known) => known.id).join(', ')}`,
    );
    return 2;
  }
  const hotel = await deps.store
    .selectFrom('hotels')
    .select('id')
    .where('code', '=', tenant.hotelCode)
    .executeTakeFirst();
  if (!hotel) {
    deps.print(`The database has no hotel ${tenant.hotelCode} yet: start the API once first.`);
    return 1;
  }
  const password = await deps.readPassword();
  const name = options.data.name ?? email.slice(0, email.indexOf('@'));
  const hotelWords = { name: tenant.displayName, code: tenant.hotelCode };
  if (isWeakPassword(password, { email, name, hotel: hotelWords })) {
    deps.print(
      `The password is too weak: at least ${STAFF_PASSWORD_LENGTH.min} characters, not a common password, not repeated or in sequence, and not made of the account's or the hotel's name.`,
    );
    return 1;
  }
  const added = await createStaffAccountsRepository(deps.store).add(
    hotel.id,
    { email, name, role, passwordHash: await hashPassword(password) },
    new Date(),
  );
  if (added === 'email-taken') {
    deps.print(`${tenant.displayName} already has a staff account ${email}.`);
    return 1;
  }
  deps.print(`Added ${added.role} ${added.email} (${added.name}) to ${tenant.displayName}.`);
  return 0;
}
