/**
 * The daily credit as the room can honestly show it. Today's messages on the device (the loaded day
 * document plus questions still in the outbox) are a lower bound on what was spent, so before the
 * day document has loaded the credit left is only an upper bound: 'checking…' online, 'at most N'
 * offline. Once loaded it is exact.
 */
import { DAILY_AI_CREDIT, dailyCredit, type CreditedMessage } from '@contract/ai-credit';
import { i18n } from '@/i18n/i18n';
import { aiChatNs } from '../messages/en';

/** The credit left (an upper bound unless `exact`) and the words the room shows. */
export interface CreditView {
  left: number;
  exact: boolean;
  label: string;
}

/** `todaysMessages`: today's local messages including queued questions; `loaded`: today's history arrived. */
export function creditView(todaysMessages: readonly CreditedMessage[], loaded: boolean, online: boolean): CreditView {
  const left = dailyCredit(todaysMessages);
  const t = i18n.getFixedT(null, aiChatNs);
  if (loaded) return { left, exact: true, label: t('credit.exact', { left, total: DAILY_AI_CREDIT }) };
  if (left <= 0) return { left, exact: true, label: t('credit.exact', { left: 0, total: DAILY_AI_CREDIT }) };
  return { left, exact: false, label: online ? t('credit.checking') : t('credit.atMost', { left, total: DAILY_AI_CREDIT }) };
}
