/** العربية: the sync status's texts in Arabic, key for key with en.ts; plurals take all six CLDR forms. */
import type { Messages } from './en';

type ArabicMessages = Messages & {
  waiting_zero: string; waiting_two: string; waiting_few: string; waiting_many: string;
  lostTitle_zero: string; lostTitle_two: string; lostTitle_few: string; lostTitle_many: string;
};

export const messages: ArabicMessages = {
  offline: 'غير متصل',
  online: 'متصل',
  waiting_zero: 'لا تغييرات تنتظر المزامنة',
  waiting_one: 'تغيير واحد ينتظر المزامنة',
  waiting_two: 'تغييران ينتظران المزامنة',
  waiting_few: '{{count}} تغييرات تنتظر المزامنة',
  waiting_many: '{{count}} تغييرًا ينتظر المزامنة',
  waiting_other: '{{count}} تغيير ينتظر المزامنة',
  waitingShort: '{{count}} بانتظار المزامنة',
  allSaved: 'حُفظت كل التغييرات',
  statusLabel: 'حالة المزامنة: {{status}}',
  statusRegion: 'حالة المزامنة',
  synced: 'تمت المزامنة {{when}}',
  justNow: 'الآن',
  notSynced: 'لم تتم المزامنة بعد',
  refusedList: 'تغييرات رفضها الخادم',
  retry: 'أعد المحاولة',
  discard: 'تجاهل',
  lostRegion: 'تغييرات فقدها الخادم',
  lostTitle_zero: 'لم يفقد الخادم أي تغيير أرسلته',
  lostTitle_one: 'فقد الخادم تغييرًا واحدًا أرسلته',
  lostTitle_two: 'فقد الخادم تغييرين أرسلتهما',
  lostTitle_few: 'فقد الخادم {{count}} تغييرات أرسلتها',
  lostTitle_many: 'فقد الخادم {{count}} تغييرًا أرسلته',
  lostTitle_other: 'فقد الخادم {{count}} تغيير أرسلته',
  lostBody: 'استُعيد الخادم من نسخة سابقة. احتفظ هذا الجهاز بتغييراتك: أرسلها مرة أخرى أو تجاهلها.',
  sendAgain: 'أرسل مرة أخرى',
  busyIn: 'الخادم مشغول، إعادة المحاولة بعد {{seconds}} ث',
  busyNow: 'الخادم مشغول، إعادة المحاولة الآن',
  storageUsed: 'مستخدم {{used}} من {{quota}}',
  storageLabel: 'التخزين: {{usage}}',
  intents: {
    'progress-set': 'تقدّم الدرس',
    'enrolment-request': 'التسجيل',
    'quiz-submit': 'إجابات الاختبار',
    'exercise-submit': 'إجابات التمرين',
    'card-review': 'مراجعة البطاقة',
    'card-importHistory': 'سجل المراجعة من Anki',
    'message-send': 'رسالة',
    'ai-ask': 'سؤال للمعلّم الذكي',
  },
};
