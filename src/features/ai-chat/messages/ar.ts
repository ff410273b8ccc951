/** العربية: the AI tutor chat's texts in Arabic, key for key with en.ts. */
import type { Messages } from './en';

export const messages: Messages = {
  title: 'المعلّم الذكي',
  intro: 'يجيب المعلّم من مواد دورتك نفسها ويذكر الدرس الذي يقتبس منه.',
  offlineTitle: 'أنت غير متصل',
  offlineBody: 'ستُرسَل الأسئلة عند عودتك إلى الاتصال.',
  loadFailed: 'تعذّر تحميل الرسائل السابقة',
  tryAgain: 'حاول مرة أخرى',
  loadingEarlier: 'جارٍ تحميل الرسائل السابقة',
  loading: 'جارٍ تحميل الرسائل',
  notSavedTitle: 'لم يُحفظ سؤالك',
  notSavedBody: 'تعذّر تخزينه على هذا الجهاز. حاول مرة أخرى.',
  credit: {
    exact: 'رصيد اليوم: {{left}} من {{total}}',
    checking: 'رصيد اليوم: جارٍ التحقق…',
    atMost: 'رصيد اليوم: {{left}} من {{total}} على الأكثر (يُتحقق منه عند الاتصال)',
  },
  list: {
    empty: 'لا رسائل بعد. اسأل المعلّم عن درس، مثلًا «ما المرجع المطلق؟».',
    earlier: 'الرسائل السابقة',
    today: 'اليوم',
    todays: 'رسائل اليوم',
  },
  message: {
    you: 'أنت',
    tutor: 'المعلّم',
    notSent: 'لم تُرسَل',
    retry: 'أعد المحاولة',
    sending: 'جارٍ الإرسال…',
    willSend: 'ستُرسَل عند عودتك إلى الاتصال',
  },
  ask: {
    form: 'اسأل المعلّم',
    spent: 'استخدمت أسئلة اليوم الـ {{credit}}. يمكنك السؤال مجددًا غدًا.',
    label: 'سؤالك',
    noneLeft: 'لا أسئلة متبقية اليوم',
    placeholder: 'اسأل عن دوراتك',
    send: 'إرسال',
  },
};
