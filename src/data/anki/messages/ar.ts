/** العربية: the Anki readers' reasons in Arabic, key for key with ../anki-english.ts. */
import type { Messages } from './en';

export const messages: Messages = {
  tooLarge: 'حجم هذه الحزمة {{size}} ميغابايت؛ ولا يُقرأ منها أكثر من {{limit}} ميغابايت. صدِّر المجموعة من Anki دون وسائطها، أو على أجزاء.',
  historyTooLarge: 'حجم هذه الحزمة {{size}} ميغابايت؛ ولا يُقرأ منها أكثر من {{limit}} ميغابايت. صدِّر المجموعة من Anki دون وسائطها.',
  unreadable: 'تعذّرت قراءة الحزمة.',
  readerMissing: 'تعذّرت قراءة الحزمة. تحتاج قراءتها إلى تنزيل القارئ مرة واحدة: اتصل بالإنترنت وحاول مرة أخرى.',
  notZip: 'هذا الملف ليس حزمة Anki ‏(.apkg): تعذّر فك ضغطه. ربما يكون تالفًا أو لم يكتمل تنزيله.',
  outsidePath: 'تحتوي هذه الحزمة على ملف اسمه "{{name}}" يشير إلى خارج الحزمة؛ لذا لا تُقرأ.',
  tooManyFiles: 'تحتوي هذه الحزمة على أكثر من {{max}} ملف؛ لذا لا تُقرأ.',
  unpacksTooMuch: 'يزيد حجم هذه الحزمة بعد فك ضغطها على {{limit}} ميغابايت؛ لذا لا تُقرأ.',
  entryTooLarge: 'يبلغ حجم "{{name}}" في هذه الحزمة بعد فك ضغطه {{size}} ميغابايت؛ ولا يُقرأ أكثر من {{limit}} ميغابايت.',
  zipBomb: 'الملف "{{name}}" في هذه الحزمة مضغوط أكثر مما يمكن لأي ملف حقيقي (قنبلة ضغط؟)؛ لذا لا يُقرأ.',
  entryOverLimit: 'يزيد حجم "{{name}}" في هذه الحزمة بعد فك ضغطه على {{limit}} ميغابايت؛ لذا لا يُقرأ.',
  notDecompressed: 'الملف "{{name}}" في هذه الحزمة تالف: تعذّر فك ضغطه.',
  metaDamaged: 'ملف "meta" في هذه الحزمة تالف.',
  newerAnki: 'كُتبت هذه الحزمة بإصدار من Anki أحدث مما يعرفه هذا المستورِد. صدِّرها مرة أخرى مع تحديد "Support older Anki versions".',
  noCollection: 'ملف الضغط هذا ليس حزمة Anki: لا يحتوي على مجموعة Anki ‏(collection.anki21b أو collection.anki21 أو collection.anki2).',
  onlyPlaceholder: 'تنقص هذه الحزمة مجموعتها (collection.anki21b): لا تحتوي إلا على العنصر البديل الذي يكتبه Anki للإصدارات القديمة.',
  placeholderNote: 'لا تحتوي هذه الحزمة إلا على الملاحظة البديلة التي يكتبها Anki للإصدارات القديمة ("Please update to the latest Anki version…")؛ ومجموعتها الحقيقية مفقودة.',
  collectionDamaged: 'مجموعة Anki في هذه الحزمة ({{name}}) تالفة: تعذّرت قراءتها.',
  mediaDamaged: 'قائمة الوسائط في هذه الحزمة ("media") تالفة.',
  tooManyReviews: 'تحتوي هذه المجموعة على {{total}} مراجعة؛ ولا يُقرأ منها أكثر من {{max}}. صدِّر هذه المجموعة وحدها من Anki.',
  unknownNotetype: 'الملاحظة {{note}} من نوع ملاحظة غير موجود في الحزمة.',
  noCard: 'الملاحظة {{note}} ‏({{type}}) لا تعطي أي بطاقة: الحقول التي تعرضها بطاقاتها فارغة.',
  noteUnreadable: 'تعذّرت قراءة هذه الملاحظة.',
};
