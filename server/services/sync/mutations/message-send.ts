/** `message.send`: a chat message, stored once per message id (see services/chat/send.ts); the organisation's chat streams are woken after the commit. */
import { chatTopic } from '../../../live/topics';
import { sendMessage } from '../../chat/send';
import type { MutationHandler } from './registry';

/** Applies `message.send`. */
export const messageSend: MutationHandler<'message.send'> = async (db, caller, args, { afterCommit, live }) => {
  await sendMessage(db, caller, args);
  afterCommit(() => live.publish(chatTopic(caller.organisationId)));
};
