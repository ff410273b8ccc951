/**
 * Chat tables: the caller's rooms and conversations, and messages — on a full pull the newest
 * {@link RECENT_MESSAGES} of each room and conversation (older ones come by page), on a delta
 * every new message the caller may read.
 */
import { conversationRows } from '../../chat/conversation-rows';
import { messagesSince, recentMessages } from '../../chat/message-rows';
import { roomRows } from '../../chat/rooms';
import { changedAnyOf, changedRows, ownTombstones, type PullTable } from './table';

/** Messages per room or conversation a full pull sends. */
export const RECENT_MESSAGES = 50;

export const roomsTable: PullTable = {
  name: 'rooms',
  put: (db, { caller, since }) => roomRows(db, caller, since),
  // Its rooms are of the caller's organisation (visibleRoomIds) with `sync_version > since`.
  changed: changedRows('chat_rooms', 'organisation'),
  del: ownTombstones('rooms'),
};

export const conversationsTable: PullTable = {
  name: 'conversations',
  put: (db, { caller, since }) => conversationRows(db, caller, since),
  // Its conversation, the caller's membership and the other person are rows of the caller's organisation (conversation-rows.ts).
  changed: changedAnyOf(changedRows('conversations', 'organisation'), changedRows('conversation_members', 'own'), changedRows('users', 'organisation')),
  del: ownTombstones('conversations'),
};

export const messagesTable: PullTable = {
  name: 'messages',
  put: async (db, { caller, since }) => since === 0
    ? recentMessages(db, caller, RECENT_MESSAGES)
    : (await messagesSince(db, caller, since)).map(({ version: _version, ...row }) => row),
  // A delta's messages are of the caller's organisation with `sync_version > since` (message-rows.ts).
  changed: changedRows('messages', 'organisation'),
  del: ownTombstones('messages'),
};
