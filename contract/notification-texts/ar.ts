/** العربية: the texts of server-made notifications in Arabic, key for key with en.ts; plurals take all six CLDR forms. */
import type { NotificationTexts } from './en';

type Plural = { title_zero: string; title_two: string; title_few: string; title_many: string };

/** The Arabic texts: the English keys, with the extra plural forms. */
export type ArabicNotificationTexts = NotificationTexts & { flashcards: Plural; batchDigest: Plural };

export const notificationTextsAr: ArabicNotificationTexts = {
  someone: 'شخص ما',
  quizGraded: { title: 'تم تصحيح الاختبار: {{title}}', body: 'حصلت على {{percent}}٪.' },
  quizPassed: { title: 'تم تصحيح الاختبار: {{title}}', body: 'حصلت على {{percent}}٪ ونجحت.' },
  exerciseChecked: { title: 'تم تصحيح التمرين: {{title}}', body: '{{correct}} من {{total}} صحيحة.' },
  feedback: { title: 'ملاحظات على {{title}}' },
  message: { title: 'رسالة جديدة من {{from}}' },
  mention: { title: 'ذكرك {{from}} في {{room}}' },
  enrolmentApproved: { title: 'تم تسجيلك في {{title}}', body: 'الدورة جاهزة للبدء.' },
  enrolmentApprovedNote: { title: 'تم تسجيلك في {{title}}' },
  enrolmentDeclined: { title: 'رُفض طلبك للانضمام إلى {{title}}', body: 'اسأل المسؤول إذا كانت لديك أسئلة.' },
  enrolmentDeclinedNote: { title: 'رُفض طلبك للانضمام إلى {{title}}' },
  learnerRequest: { title: 'طلب {{from}} الانضمام إلى {{title}}', body: 'اقبل الطلب أو ارفضه.' },
  deadlineDay: { title: 'موعد تسليم {{title}} بعد 24 ساعة', body: 'لم تسلّمه بعد.' },
  deadlineHour: { title: 'موعد تسليم {{title}} بعد ساعة', body: 'لم تسلّمه بعد.' },
  flashcards: {
    title_zero: 'لا بطاقات للمراجعة',
    title_one: 'بطاقة واحدة للمراجعة',
    title_two: 'بطاقتان للمراجعة',
    title_few: '{{count}} بطاقات للمراجعة',
    title_many: '{{count}} بطاقة للمراجعة',
    title_other: '{{count}} بطاقة للمراجعة',
    body: 'دقائق قليلة اليوم تُبقيها حاضرة في ذهنك.',
  },
  batchDigest: {
    title_zero: 'لا دفعات متأخرة',
    title_one: 'دفعة واحدة متأخرة',
    title_two: 'دفعتان متأخرتان',
    title_few: '{{count}} دفعات متأخرة',
    title_many: '{{count}} دفعة متأخرة',
    title_other: '{{count}} دفعة متأخرة',
    line: '{{batch}}: {{inactive}} غير نشطين منذ {{days}} أيام',
  },
};
