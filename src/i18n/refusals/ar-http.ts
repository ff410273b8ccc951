/** العربية: the HTTP layer's refusal codes (contract/refusals-http.ts), spread into ar.ts. */
import type { httpRefusalTemplates } from '@contract/refusals-http';

export const httpMessages: { readonly [K in keyof typeof httpRefusalTemplates]: string } = {
  'no-route': 'لا يوجد على الخادم عنوان {{method}} {{path}}.',
  'no-file': 'لا يوجد على الخادم ملف {{path}}.',
  'no-media': 'ملف الوسائط هذا غير موجود على الخادم.',
  'upload-unfinished': 'لم يكتمل هذا الرفع بعد.',
  'request-too-large-unzipped': 'البيانات المرسلة أكبر من {{maxBytes}} بايت بعد فك ضغطها.',
  'encoding-unsupported': 'لا يقبل الخادم إلا البيانات المضغوطة بـ gzip.',
  'gzip-invalid': 'البيانات المرسلة ليست gzip صالحًا.',
  'internal-error': 'حدث خطأ على الخادم؛ رقم الطلب يدل عليه في السجلات.',
  'bad-request': 'لم يتمكن الخادم من قراءة هذا الطلب.',
  unauthorized: 'سجّل الدخول مرة أخرى لتفعل هذا.',
  forbidden: 'لا يمكنك فعل هذا.',
  'not-found': 'لم يُعثر على هذا على الخادم.',
  'method-not-allowed': 'هذا العنوان لا يقبل هذا النوع من الطلبات.',
  conflict: 'هذا يتعارض مع شيء محفوظ من قبل على الخادم.',
  'content-too-large': 'ما أرسلته أكبر مما يقبله الخادم.',
  'media-type-unsupported': 'لا يقبل الخادم هذا النوع من المحتوى.',
  'range-unsatisfiable': 'الجزء المطلوب من الملف خارج حدود الملف.',
  'rate-limited': 'طلبات كثيرة جدًا؛ انتظر قليلًا ثم حاول مرة أخرى.',
  'server-unavailable': 'لا يستطيع الخادم الرد الآن؛ حاول مرة أخرى لاحقًا.',
};
