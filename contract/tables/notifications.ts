/** The caller's notifications, push subscriptions and notification settings (issue 53), on their own devices only. */
import { notificationRowSchema, notificationSettingsRowSchema, pushSubscriptionRowSchema } from '../notifications';
import { defineTable } from './table';

const own = { learner: 'own', teacher: 'own', admin: 'own' } as const;
export const notificationsTable = defineTable({ name: 'notifications', row: notificationRowSchema, indexes: ['createdAt'], scope: own });
export const pushSubscriptionsTable = defineTable({ name: 'pushSubscriptions', row: pushSubscriptionRowSchema, indexes: [], scope: own });
export const notificationSettingsTable = defineTable({ name: 'notificationSettings', row: notificationSettingsRowSchema, indexes: [], scope: own });

/** The notification area's tables, in answer order. */
export const notificationTables = [notificationsTable, pushSubscriptionsTable, notificationSettingsTable] as const;
