/**
 * The live topics (see bus.ts). Each names what changed, never the data: chat of an organisation
 * (streams then read what their caller may see), one user's AI day document, and the 'something
 * changed, pull now' hint of an organisation (its detail is the pushing client's id, so the device
 * that wrote does not pull twice).
 */

/** The key of one day document: `aiChatMessages/USER_ID_{id}/{day}/UserMessages` within an organisation. */
export interface DayKey {
  organisationId: string;
  userId: string;
  day: string;
}

/** Chat messages were written in `organisationId`. */
export const chatTopic = (organisationId: string) => JSON.stringify(['chat', organisationId]);

/** The day document `key` changed (a question, a growing answer, a failure). */
export const dayDocumentTopic = (key: DayKey) => JSON.stringify(['ai-day', key.organisationId, key.userId, key.day]);

/** A push committed rows in `organisationId`: open devices should pull. */
export const pullHintTopic = (organisationId: string) => JSON.stringify(['pull', organisationId]);

/** Push deliveries were queued (issue 53): a process's push worker should send now. */
export const pushQueueTopic = () => JSON.stringify(['push']);
