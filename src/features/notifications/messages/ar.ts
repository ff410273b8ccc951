/** العربية: the notifications' texts in Arabic, key for key with en.ts; plurals take all six CLDR forms. */
import { notificationTextsAr, type ArabicNotificationTexts } from '@contract/notification-texts/ar';
import type { Messages } from './en';

type ArabicMessages = Messages & {
  texts: ArabicNotificationTexts;
  bellUnread_zero: string; bellUnread_two: string; bellUnread_few: string; bellUnread_many: string;
};

export const messages: ArabicMessages = {
  notifications: 'الإشعارات',
  bellUnread_zero: 'الإشعارات، لا إشعارات غير مقروءة',
  bellUnread_one: 'الإشعارات، إشعار واحد غير مقروء',
  bellUnread_two: 'الإشعارات، إشعاران غير مقروءين',
  bellUnread_few: 'الإشعارات، {{count}} إشعارات غير مقروءة',
  bellUnread_many: 'الإشعارات، {{count}} إشعارًا غير مقروء',
  bellUnread_other: 'الإشعارات، {{count}} إشعار غير مقروء',
  markAllRead: 'علّم الكل كمقروء',
  loading: 'جارٍ تحميل الإشعارات…',
  empty: 'لا توجد إشعارات بعد. تظهر هنا الدرجات والملاحظات والرسائل والتذكيرات.',
  unread: 'غير مقروء',
  intro: 'كل ما يلي يظهر أيضًا في الجرس أعلى التطبيق، على جميع أجهزتك. تصل الإشعارات الفورية إلى هذا الجهاز حتى عندما يكون التطبيق مغلقًا.',
  turnOn: 'فعّل الإشعارات على هذا الجهاز',
  turnOff: 'أوقف الإشعارات على هذا الجهاز',
  receives: 'يتلقى هذا الجهاز الإشعارات الفورية.',
  doesNotReceive: 'لا يتلقى هذا الجهاز الإشعارات الفورية.',
  turnOnFailed: 'تعذّر تفعيل الإشعارات. تحقق من اتصالك وحاول مرة أخرى.',
  unsupported: 'لا يستطيع هذا المتصفح تلقي الإشعارات. على iPhone وiPad، أضف التطبيق إلى الشاشة الرئيسية أولًا (iOS 16.4 أو أحدث).',
  blocked: 'الإشعارات محظورة لهذا الموقع. اسمح بها في إعدادات المتصفح، ثم حاول مرة أخرى.',
  whatToNotify: 'ما يُرسل عنه إشعار',
  hideContent: 'أخفِ المحتوى على شاشة القفل',
  quietFrom: 'ساعات الهدوء من',
  quietUntil: 'ساعات الهدوء حتى',
  reminderAt: 'تذكير البطاقات في',
  timeZone: 'المنطقة الزمنية',
  kinds: {
    graded: 'صُحّح اختبار أو تمرين',
    feedback: 'ملاحظات من معلّم',
    message: 'رسائل جديدة في المحادثات',
    mention: 'الإشارات إليك في الغرف',
    enrolment: 'قرارات التسجيل',
    deadline: 'مواعيد الاختبارات النهائية (قبلها بـ 24 ساعة وبساعة واحدة)',
    flashcards: 'تذكير يومي بالبطاقات (فقط عندما تحين مراجعتها)',
    learnerRequest: 'طلبات المتعلمين (للموظفين)',
    batchDigest: 'ملخص يومي للدفعات المتأخرة (للمعلّمين)',
    announcement: 'الإعلانات',
  },
  texts: notificationTextsAr,
};
