/**
 * Chat tables: the caller's rooms and conversations, and messages — on a full pull the newest
 * {@link RECENT_MESSAGES} of each room and conversation (older ones come by page), on a delta
 * every new message the caller may read. Which rooms and conversations are the caller's is the chat
 * services' rule (membership), not a column, so these readers use theirs; their declared scope,
 * `own`, still decides their tombstones.
 */
import { conversationRows } from './conversation-rows';
import { messagesSince, recentMessages } from './message-rows';
import { roomRows } from './rooms';
import { changedAnyOf, changedRows, type TableReader } from '../../sync/tables/table';

/** Messages per room or conversation a full pull sends. */
export const RECENT_MESSAGES = 50;

export const roomsTable: TableReader = {
  name: 'rooms',
  put: (db, { caller, since }) => roomRows(db, caller, since),
  // Its rooms are of the caller's organisation (visibleRoomIds) with `sync_version > since`.
  changed: changedRows('chat_rooms', 'organisation'),
};

export const conversationsTable: TableReader = {
  name: 'conversations',
  put: (db, { caller, since }) => conversationRows(db, caller, since),
  // Its conversation, the caller's membership and the other person are rows of the caller's organisation (conversation-rows.ts).
  changed: changedAnyOf(changedRows('conversations', 'organisation'), changedRows('conversation_members', 'own'), changedRows('users', 'organisation')),
};

export const messagesTable: TableReader = {
  name: 'messages',
  put: async (db, { caller, since }) => since === 0
    ? recentMessages(db, caller, RECENT_MESSAGES)
    : (await messagesSince(db, caller, since)).map(({ version: _version, ...row }) => row),
  // A delta's messages are of the caller's organisation with `sync_version > since` (message-rows.ts).
  changed: changedRows('messages', 'organisation'),
};
