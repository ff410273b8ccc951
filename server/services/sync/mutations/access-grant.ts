/** `access.grant`: an admin write (see services/admin/); admins only, within their organisation, audited. */
import { grantAccess } from '../../admin/access-grants';
import type { MutationHandler } from './registry';

/** Applies `access.grant`. */
export const accessGrant: MutationHandler<'access.grant'> = async (db, caller, args) => {
  await grantAccess(db, caller, args);
};
