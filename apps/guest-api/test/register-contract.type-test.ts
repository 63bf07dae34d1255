import type { FastifyInstance } from 'fastify';
import {
  registerContract,
  registerStaffContract,
  type Handlers,
  type StaffGuard,
  type StaffHandlers,
} from '../src/platform/http/register-contract.ts';

// Checked by `pnpm run typecheck`, never run: a call of the contract left without a handler
// must not compile, or the API would answer it 404 while the portal and docs promise it.
export function contractNeedsEveryHandler(app: FastifyInstance, handlers: Handlers): void {
  const { signIn: _signIn, ...withoutSignIn } = handlers;
  // @ts-expect-error signIn has no handler
  registerContract(app, withoutSignIn);
  registerContract(app, handlers);
}

export function staffContractNeedsEveryHandler(
  app: FastifyInstance,
  handlers: StaffHandlers,
  guard: StaffGuard,
): void {
  const { listAuditLog: _listAuditLog, ...withoutAuditLog } = handlers;
  // @ts-expect-error listAuditLog has no handler
  registerStaffContract(app, withoutAuditLog, guard);
  registerStaffContract(app, handlers, guard);
}
