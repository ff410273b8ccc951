/** `access.revoke`: an admin write (see services/admin/); admins only, within their organisation, audited. */
import { revokeAccess } from '../../admin/access-grants';
import type { MutationHandler } from './registry';

/** Applies `access.revoke`. */
export const accessRevoke: MutationHandler<'access.revoke'> = async (db, caller, args) => {
  await revokeAccess(db, caller, args);
};
