/**
 * Who a request is from: the signed-in user in the organisation the request names, with their role
 * there. Its own module (not the app's dependency types, server/app-env.ts), so the rules, services
 * and infrastructure that take a caller import nothing else of the app's.
 */
import type { CurrentUser } from '../../contract/api';

/** The signed-in user of a request, in the organisation the request names: what `GET /users/me` answers. */
export type Caller = CurrentUser;
