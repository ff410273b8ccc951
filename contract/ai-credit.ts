/**
 * The daily AI credit (SPEC §9), shared by the PWA (shown in the room) and the server (enforced):
 * 10 a day minus today's messages the user sent that are not flagged as errors.
 */

/** Questions a user may ask the tutor per day collection. */
export const DAILY_AI_CREDIT = 10;

/** The part of an AI message the credit rule looks at. */
export interface CreditedMessage {
  sender: string;
  error?: boolean;
}

/** The credit left after `todaysMessages` (the messages of today's day collection only). */
export function dailyCredit(todaysMessages: readonly CreditedMessage[]): number {
  const spent = todaysMessages.filter((m) => m.sender === 'user' && !m.error).length;
  return Math.max(0, DAILY_AI_CREDIT - spent);
}
