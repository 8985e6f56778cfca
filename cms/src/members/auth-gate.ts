/**
 * The members' auth collection answers its own sign-in through the contract alone (`web/login`, behind its captcha and
 * the site's back-off). Payload gives every auth collection REST routes of its own: signing in, refreshing a token,
 * unlocking, asking for and using a password reset, and registering the first account of an empty collection (which
 * skips access control). For members they refuse everyone; the CMS's own code passes by naming itself in the
 * request's context.
 */
import { Forbidden, type CollectionBeforeOperationHook } from 'payload';
import { hasRole } from '../access';

/** The context key the CMS's own calls of the members' auth operations carry. */
export const MEMBER_AUTH = 'memberAuth';

/** The auth operations that only the CMS's own code may start. */
const OWN_OPERATIONS = new Set(['login', 'refresh', 'unlock', 'forgotPassword', 'resetPassword']);

type Request = { context?: Record<string, unknown>; payloadAPI?: string; user?: { roles?: string[] | null } | null };

/** Whether `operation` may go on: the pure decision behind gateAuthOperations. */
export function authOperationAllowed(operation: string, req: Request): boolean {
  if (OWN_OPERATIONS.has(operation)) return req.context?.[MEMBER_AUTH] === true;
  // Registering the first account creates with access control off: over the API, only a privacy officer creates.
  if (operation === 'create' && req.payloadAPI !== 'local') return hasRole(req.user, 'privacy');
  return true;
}

export const gateAuthOperations: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (!authOperationAllowed(operation, req as unknown as Request)) throw new Forbidden(req.t);
  return args;
};
