/**
 * The admin's people, batch and import requests (REST under /api/admin; they need the network and
 * the screens say so; batch memberships go through the outbox instead: data/member-writes.ts), a
 * small loader hook, and the problem text of a refused request.
 */
import type { AdminBatch, AuditRow, Person } from '@contract/people';
import { problemText, useServerData } from '@/data/server-data';
import { i18n } from '@/i18n/i18n';
import { showToast } from '@/ui/toast';
import { adminPeopleNs } from './messages/en';

export { problemText, useServerData };

export const peoplePath = '/admin/people';
export const batchesPath = '/admin/manage/batches';
export const auditPath = (subject: { userId: string } | { batchId: string }) =>
  'userId' in subject ? `/admin/audit?userId=${encodeURIComponent(subject.userId)}` : `/admin/audit?batchId=${encodeURIComponent(subject.batchId)}`;

export type { AdminBatch, AuditRow, Person };

/** A toast of this feature (its close button named for screen readers). */
export function notify(message: string, color: 'green' | 'red'): void {
  showToast({ message, color, closeButtonProps: { 'aria-label': i18n.getFixedT(null, adminPeopleNs)('closeNotice') } });
}
