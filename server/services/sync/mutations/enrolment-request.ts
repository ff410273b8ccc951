/** `enrolment.request`: enrol, or record a request for access (see services/enrolments.ts). */
import { requestEnrolment } from '../../enrolments';
import type { MutationHandler } from './registry';

/** Applies `enrolment.request`. */
export const enrolmentRequest: MutationHandler<'enrolment.request'> = async (db, caller, args) => {
  await requestEnrolment(db, caller, args);
};
