/** `message.send`: a chat message, stored once per message id (see services/chat/send.ts). */
import { sendMessage } from '../../chat/send';
import type { MutationHandler } from './registry';

/** Applies `message.send`. */
export const messageSend: MutationHandler<'message.send'> = async (db, caller, args) => {
  await sendMessage(db, caller, args);
};
