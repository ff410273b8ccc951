/** Chat's texts in English (issue 52): the source its translations follow, key for key. */
import { englishMessages } from '@/i18n/i18n';

export const messages = {
  // Messages screen (/messages)
  title: 'Messages',
  conversationsLink: 'Conversations →',
  newRoom: 'New room',
  searchRooms: 'Search rooms',
  searchByName: 'Search by name',
  loadingRooms: 'Loading rooms',
  chatRooms: 'Chat rooms',
  noRoomMatch: 'No room matches your search.',
  noRooms: 'No chat rooms yet — they appear after your first sync.',
  loading: 'Loading',
  loadingRoom: 'Loading room',
  allRooms: '← All rooms',
  chatRoom: 'Chat room',
  roomNotHere: 'This room is not on this device (yet). It appears after the next sync if you are a member.',
  messagesIn: 'Messages in {{name}}',
  // Creating a room
  createRoom: 'Create a room',
  roomName: 'Room name',
  description: 'Description',
  loadingPeople: 'Loading people',
  membersOffline: 'Members can be chosen when you are online.',
  members: 'Members',
  createRoomButton: 'Create room',
  createFailed: 'The room could not be created. Rooms are created online.',
  // Conversations screen (/conversations)
  conversations: 'Conversations',
  chatRoomsLink: '← Chat rooms',
  startConversation: 'Start a conversation',
  yourConversations: 'Your conversations',
  loadingConversations: 'Loading conversations',
  noConversations: 'No conversations yet.',
  peopleOffline: 'People you can message show here when you are online.',
  nobody: 'Nobody shares a batch with you yet.',
  people: 'People',
  messagePerson: 'Message {{name}}',
  loadingConversation: 'Loading conversation',
  conversation: 'Conversation',
  allConversations: '← All conversations',
  messagesWith: 'Messages with {{title}}',
  conversationNotHere: 'This conversation is not on this device (yet).',
  startingConversation: 'Starting conversation',
  startFailed: 'This conversation could not be started. You can message people you share a batch with, while online.',
  // Lists of threads
  unread_one: '{{title}}, {{count}} unread',
  unread_other: '{{title}}, {{count}} unread',
  // A thread
  loadingMessages: 'Loading messages',
  loadEarlier: 'Load earlier messages',
  startOfConversation: 'This is the start of the conversation.',
  noMessages: 'No messages yet. Say hello!',
  earlierFailed: 'Earlier messages could not be loaded. Are you online?',
  saveFailed: 'The message could not be saved on this device.',
  you: 'You',
  someone: 'Someone',
  sending: 'Sending…',
  notSent: 'Not sent',
  retry: 'Retry',
  // The composer
  message: 'Message',
  writeMessage: 'Write a message',
  send: 'Send',
};

/** Chat's texts: these keys, each a text in another language. */
export type Messages = typeof messages;

export const messagesNs = englishMessages('messages', messages);
