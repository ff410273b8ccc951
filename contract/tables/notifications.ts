/** The caller's notifications, push subscriptions and notification settings (issue 53), on their own devices only. */
import { notificationRowSchema, notificationSettingsRowSchema, pushSubscriptionRowSchema } from '../notifications';
import { defineTable } from './table';

const own = { learner: 'own', teacher: 'own', admin: 'own' } as const;
// Read from their SQL tables by their declarations (the owner is `user_id`; a user's settings row has it as its id).
const ownRows = { user: { column: 'user_id' } } as const;
export const notificationsTable = defineTable({ name: 'notifications', row: notificationRowSchema, indexes: ['createdAt'], scope: own, scopeFields: ownRows });
export const pushSubscriptionsTable = defineTable({ name: 'pushSubscriptions', row: pushSubscriptionRowSchema, indexes: [], scope: own, scopeFields: ownRows });
export const notificationSettingsTable = defineTable({
  name: 'notificationSettings', row: notificationSettingsRowSchema, indexes: [], scope: own, scopeFields: { user: 'id' }, columns: { id: 'user_id' },
});

/** The notification area's tables, in answer order. */
export const notificationTables = [notificationsTable, pushSubscriptionsTable, notificationSettingsTable] as const;
