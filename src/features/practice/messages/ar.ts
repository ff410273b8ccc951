/** العربية: practice's texts in Arabic, key for key with en.ts; plurals take all six CLDR forms. */
import type { Messages } from './en';

type ArabicMessages = Messages & {
  anki: {
    answers_zero: string; answers_two: string; answers_few: string; answers_many: string;
    matched_zero: string; matched_two: string; matched_few: string; matched_many: string;
    unmatched_zero: string; unmatched_two: string; unmatched_few: string; unmatched_many: string;
    alreadyHere_zero: string; alreadyHere_two: string; alreadyHere_few: string; alreadyHere_many: string;
  };
};

export const messages: ArabicMessages = {
  backToPractice: 'العودة إلى التدريب',
  onDevice: {
    exercise: {
      title: 'تمرين',
      loading: 'جارٍ تحميل التمرين',
      missing: 'هذا التمرين غير موجود على هذا الجهاز. سيصل مع المزامنة القادمة إن كانت دورتك تتضمنه.',
    },
    deck: {
      title: 'البطاقات التعليمية',
      loading: 'جارٍ تحميل المجموعة',
      missing: 'هذه المجموعة غير موجودة على هذا الجهاز. ستصل مع المزامنة القادمة إن كانت دورتك تتضمنها.',
    },
  },
  home: {
    title: 'ابدأ تمرينًا',
    exercises: 'التمارين',
    loading: 'جارٍ تحميل التمارين',
    none: 'لا توجد تمارين بعد — ستصل مع دوراتك.',
    questions: ' · عدد الأسئلة: {{number}}',
  },
  due: {
    title: 'بطاقات مستحقة للمراجعة',
    loading: 'جارٍ تحميل البطاقات',
    none: 'لا توجد مجموعات بطاقات بعد — ستصل مع دوراتك.',
    decks: 'مجموعات البطاقات',
    label: '{{due}} من {{total}} مستحقة',
    badge: '{{due}} مستحقة',
  },
  exercise: {
    attemptSaved: 'حُفظت المحاولة',
    result: 'أجبت إجابة صحيحة عن {{correct}} من {{total}}. حُفظت المحاولة على هذا الجهاز وستُزامَن عند اتصالك بالإنترنت.',
    tryAgain: 'حاول مرة أخرى',
    finish: 'إنهاء وحفظ',
    checkEvery: 'تحقّق من كل سؤال لتنهي.',
  },
  item: {
    question: 'السؤال {{number}}',
    yourAnswer: 'إجابتك',
    chooseEvery: 'اختر كل إجابة صحيحة',
    chooseOne: 'اختر إجابة واحدة',
    correct: 'صحيح',
    notQuite: 'ليس تمامًا',
    wellDone: 'أحسنت.',
    rightAnswer: 'الإجابة الصحيحة: {{answer}}',
    hint: 'تلميح: {{hint}}',
    check: 'تحقّق من الإجابة {{number}}',
    order: '{{label}}: رتّب العناصر',
    moveUp: 'انقل "{{entry}}" إلى الأعلى',
    moveDown: 'انقل "{{entry}}" إلى الأسفل',
  },
  attempts: {
    title: 'محاولاتك',
    loading: 'جارٍ تحميل المحاولات',
    none: 'لا محاولات بعد.',
    list: 'المحاولات',
    score: '{{correct}} صحيحة من {{total}}',
  },
  mastery: {
    region: 'الإتقان',
    mastered: 'أتقنته',
    toMaster: 'لإتقان هذا التمرين',
    masteredProgress: 'لقد أتقنته. {{progress}}',
    rule: {
      all: 'أجب عن كل الأسئلة إجابة صحيحة في محاولة واحدة.',
      streakOne: 'أجب إجابة صحيحة واحدة.',
      streak: 'أجب {{n}} إجابات صحيحة متتالية.',
      window: 'أجب إجابة صحيحة عن {{m}} من آخر {{n}} إجابات.',
    },
    progress: {
      noQuestions: 'لا أسئلة في هذا التمرين بعد.',
      all: 'أفضل محاولة لك: {{best}} صحيحة من {{total}}.',
      streak: 'الإجابات الصحيحة المتتالية الآن: {{run}} (الأفضل {{longest}}) من {{n}}.',
      window: 'الصحيحة في آخر {{n}} إجابات: {{right}} من {{m}} مطلوبة.',
    },
  },
  /** The four answers to a flashcard (RATINGS), by their English label. */
  ratings: {
    Again: 'مرة أخرى',
    Hard: 'صعبة',
    Good: 'جيدة',
    Easy: 'سهلة',
  },
  study: {
    flashcard: 'بطاقة تعليمية',
    cardsDue: '{{due}} من {{total}} بطاقة مستحقة',
    howWell: 'ما مدى معرفتك بها؟',
    showAnswer: 'أظهر الإجابة',
    keys: 'المفاتيح: Space يُظهر الإجابة؛ 1 مرة أخرى، 2 صعبة، 3 جيدة، 4 سهلة.',
    caughtUp: 'أنهيت كل شيء — لا بطاقات مستحقة في هذه المجموعة.',
    nextDue: 'البطاقة التالية مستحقة في {{when}}.',
    bringHistory: 'استيراد سجل مراجعتي من Anki',
  },
  anki: {
    title: 'استيراد سجل مراجعتك من Anki',
    intro: 'هل درست هذه المجموعة في Anki من قبل؟ اختر ملف التصدير من Anki (.apkg أو .colpkg، مع تحديد “Include scheduling information”). يُقرأ الملف على هذا الجهاز. تُطابَق إجاباتك مع بطاقات هذه المجموعة، ويتابع جدولك هنا من حيث توقف Anki.',
    chooseFile: 'اختر ملف Anki',
    notAdded: 'لم تُضَف',
    unreadable: 'تعذّرت قراءة الملف.',
    notSaved: 'تعذّر حفظ سجلك على هذا الجهاز. لم يُضَف شيء؛ حاول مرة أخرى.',
    reading: 'جارٍ قراءة ملف Anki…',
    added: 'أُضيف السجل',
    addedBody: 'أُضيفت {{answers}}. بطاقاتك المستحقة تتبع الآن سجلك في Anki، وتُرسَل إلى الخادم عند اتصالك بالإنترنت.',
    done: 'تم',
    preview: 'ما سيُضاف',
    answers_zero: 'لا إجابات',
    answers_one: 'إجابة واحدة',
    answers_two: 'إجابتان',
    answers_few: '{{count, number}} إجابات',
    answers_many: '{{count, number}} إجابة',
    answers_other: '{{count, number}} إجابة',
    matched_zero: 'لا تحصل أي بطاقة من هذه المجموعة على سجل: {{answers}} للإضافة.',
    matched_one: 'بطاقة واحدة من هذه المجموعة تحصل على سجل: {{answers}} للإضافة.',
    matched_two: 'بطاقتان من هذه المجموعة تحصلان على سجل: {{answers}} للإضافة.',
    matched_few: '{{count, number}} بطاقات من هذه المجموعة تحصل على سجل: {{answers}} للإضافة.',
    matched_many: '{{count, number}} بطاقة من هذه المجموعة تحصل على سجل: {{answers}} للإضافة.',
    matched_other: '{{count, number}} بطاقة من هذه المجموعة تحصل على سجل: {{answers}} للإضافة.',
    unmatched_zero: 'كل بطاقات ملفك في هذه المجموعة، فلم يُترك شيء.',
    unmatched_one: 'بطاقة واحدة من ملفك ليست في هذه المجموعة فتُركت.',
    unmatched_two: 'بطاقتان من ملفك ليستا في هذه المجموعة فتُركتا.',
    unmatched_few: '{{count, number}} بطاقات من ملفك ليست في هذه المجموعة فتُركت.',
    unmatched_many: '{{count, number}} بطاقة من ملفك ليست في هذه المجموعة فتُركت.',
    unmatched_other: '{{count, number}} بطاقة من ملفك ليست في هذه المجموعة فتُركت.',
    alreadyHere_zero: 'لم تُضَف أي إجابة من قبل.',
    alreadyHere_one: 'إجابة واحدة أُضيفت من قبل ولن تُضاف مرة أخرى.',
    alreadyHere_two: 'إجابتان أُضيفتا من قبل ولن تُضافا مرة أخرى.',
    alreadyHere_few: '{{count, number}} إجابات أُضيفت من قبل ولن تُضاف مرة أخرى.',
    alreadyHere_many: '{{count, number}} إجابة أُضيفت من قبل ولن تُضاف مرة أخرى.',
    alreadyHere_other: '{{count, number}} إجابة أُضيفت من قبل ولن تُضاف مرة أخرى.',
    nothingNew: 'لا جديد لإضافته من هذا الملف لهذه المجموعة.',
    addHistory: 'أضف سجلي',
    cancel: 'إلغاء',
  },
};
