/** العربية: the Arabic catalogue, key for key with en.ts; Arabic plurals take all six CLDR forms. */
import type { Catalogue } from './en';

/** The plural forms Arabic adds beside `key_one` and `key_other`. */
type ArabicPlurals<Key extends string> = Record<`${Key}_${'zero' | 'two' | 'few' | 'many'}`, string>;

type ArabicCatalogue = Catalogue & {
  logout: Catalogue['logout'] & ArabicPlurals<'pending'>;
  dataTable: Catalogue['dataTable'] & ArabicPlurals<'rows'>;
  refusedWrites: Catalogue['refusedWrites'] & ArabicPlurals<'title'>;
};

export const catalogue: ArabicCatalogue = {
  nav: {
    main: 'التنقل الرئيسي',
    home: 'الرئيسية',
    students: 'الطلاب',
    manage: 'الإدارة',
    myCourses: 'دوراتي',
    messages: 'الرسائل',
    profile: 'الملف الشخصي',
    logOut: 'تسجيل الخروج',
  },
  logo: { goToDashboard: '{{product}}، انتقل إلى لوحة التحكم' },
  logout: {
    title: 'تسجيل الخروج',
    question: 'هل تريد تسجيل الخروج فعلًا؟',
    pending_zero: 'لا توجد تغييرات تنتظر المزامنة.',
    pending_one: 'تغيير واحد لم تتم مزامنته بعد. تسجيل الخروج يحذفه من هذا الجهاز؛ ألغِ لتتركه يُزامَن أولًا.',
    pending_two: 'تغييران لم تتم مزامنتهما بعد. تسجيل الخروج يحذفهما من هذا الجهاز؛ ألغِ لتتركهما يُزامَنان أولًا.',
    pending_few: '{{count}} تغييرات لم تتم مزامنتها بعد. تسجيل الخروج يحذفها من هذا الجهاز؛ ألغِ لتتركها تُزامَن أولًا.',
    pending_many: '{{count}} تغييرًا لم تتم مزامنتها بعد. تسجيل الخروج يحذفها من هذا الجهاز؛ ألغِ لتتركها تُزامَن أولًا.',
    pending_other: '{{count}} تغيير لم تتم مزامنتها بعد. تسجيل الخروج يحذفها من هذا الجهاز؛ ألغِ لتتركها تُزامَن أولًا.',
    cancel: 'إلغاء',
    confirm: 'تسجيل الخروج',
  },
  login: {
    title: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    emailInvalid: 'اكتب بريدك الإلكتروني، مثل name@example.com',
    password: 'كلمة المرور',
    passwordMissing: 'اكتب كلمة المرور',
    showPassword: 'إظهار ما كتبته أو إخفاؤه',
    forgot: 'نسيت كلمة المرور؟',
    submit: 'تسجيل الدخول',
    or: 'أو',
    google: 'المتابعة باستخدام Google',
    apple: 'المتابعة باستخدام Apple',
    newHere: 'جديد هنا؟',
    createAccount: 'أنشئ حسابًا',
    noAccess: 'هذا الحساب لا يملك وصولًا إلى هذه المؤسسة. اطلب دعوة من مؤسستك.',
  },
  language: {
    label: 'اللغة',
    description: 'لغة التطبيق على هذا الجهاز، وعلى كل أجهزتك بعد تسجيل الدخول.',
  },
  profilePages: {
    title: 'معلومات الحساب',
    back: 'العودة إلى ملفك الشخصي',
    notificationsTitle: 'الإشعارات',
    notificationsIntro: 'لا يُرسل شيء بالبريد الإلكتروني. تُرسل الإشعارات الفورية فقط إلى الأجهزة التي تفعّلها عليها هنا:',
    notificationBell: 'الدرجات والملاحظات والرسائل وقرارات التسجيل والمواعيد النهائية والتذكيرات، في الجرس أعلى التطبيق؛',
    notificationUnread: 'الرسائل غير المقروءة، معدودة بجانب الرسائل؛',
    notificationUnsaved: 'التغييرات التي تعذّر حفظها، في حالة المزامنة.',
    languageTitle: 'اللغة والتواريخ',
    languageIntro: 'اختر لغة التطبيق. يبقى محتوى الدورات باللغة التي كتبه بها مؤلفوه.',
    datesExample: 'تظهر التواريخ هكذا: {{example}}.',
    dataTitle: 'بياناتك على هذا الجهاز',
    dataBody:
      'تُحفظ دوراتك وتقدّمك ومحاولات الاختبارات ورسائلك على هذا الجهاز ليعمل التطبيق دون اتصال، وتُرسل إلى مؤسستك عندما تكون متصلًا. تسجيل الخروج يزيلها من هذا الجهاز؛ ويمكنك إزالة الدروس التي نزّلتها من ملفك الشخصي.',
    aboutTitle: 'حول التطبيق',
    aboutBody:
      'Learning Platform: دورات واختبارات وتمارين وبطاقات تعليمية ومحادثة ومعلّم ذكي تبقى كلها تعمل دون اتصال. تديره مؤسستك وتقرر من يمكنه استخدامه؛ اسأل المسؤول عن شروطه وإشعار الخصوصية.',
  },
  fallback: {
    failed: 'لم تُحمَّل هذه الشاشة',
    failedBody: 'قد يكون الاتصال بطيئًا أو منقطعًا. تحقّق منه، ثم حاول مرة أخرى.',
    retry: 'إعادة المحاولة',
    loading: 'جارٍ التحميل',
  },
  update: { title: 'إصدار جديد جاهز', body: 'أعد التحميل لاستخدامه.', reload: 'إعادة التحميل' },
  status: { toDashboard: 'انتقل إلى لوحة التحكم' },
  notFound: { title: 'الصفحة غير موجودة', text: 'لا توجد صفحة على هذا العنوان، أو أنها غير متاحة لحسابك.' },
  errorPage: { title: 'حدث خطأ ما', text: 'تعذّر عرض هذه الصفحة. حاول مرة أخرى بعد قليل.' },
  dashboard: { askTutor: 'اسأل المعلّم الذكي' },
  profile: { sync: 'المزامنة', storage: 'التخزين على هذا الجهاز', downloads: 'التنزيلات للاستخدام دون اتصال' },
  asOf: { at: 'البيانات حتى {{time}}', never: 'لم تتم المزامنة بعد: يُعرض ما يحفظه هذا الجهاز' },
  dataTable: {
    exportCsv: 'تصدير CSV',
    noMatch: 'لا شيء يطابق ‘{{search}}’.',
    rows_zero: 'لا صفوف',
    rows_one: 'صف واحد',
    rows_two: 'صفّان',
    rows_few: '{{count}} صفوف',
    rows_many: '{{count}} صفًا',
    rows_other: '{{count}} صف',
    page: 'الصفحة {{page}}',
    firstPage: 'الصفحة الأولى',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    lastPage: 'الصفحة الأخيرة',
  },
  publish: { published: 'نُشر الإصدار {{version}}', notPublished: 'لم يُنشر', fixFirst: 'لم يُنشر: أصلح هذه أولًا' },
  questionImages: {
    enlarge: 'تكبير الصورة: {{alt}}',
    noAlt: 'بلا وصف',
    title: 'صورة السؤال',
    noAltText: 'لم يُكتب وصف لهذه الصورة.',
  },
  refusedWrites: {
    title_zero: 'لم يرفض الخادم أي تغيير',
    title_one: 'رفض الخادم تغييرًا',
    title_two: 'رفض الخادم تغييرين',
    title_few: 'رفض الخادم {{count}} تغييرات',
    title_many: 'رفض الخادم {{count}} تغييرًا',
    title_other: 'رفض الخادم {{count}} تغيير',
    undone: '{{what}}: {{reason}}. أُلغي على هذا الجهاز.',
    refused: 'مرفوض',
    retry: 'حاول مرة أخرى',
    dismiss: 'تجاهل',
  },
  placeholder: { note: 'هذه الشاشة مؤقتة: يصل محتواها مع مهمة لاحقة.' },
  sortable: { move: 'نقل', moveItem: 'نقل {{name}}', remove: 'إزالة', removeItem: 'إزالة {{name}}', loadingRest: 'جارٍ تحميل {{rest}} {{noun}} الباقية' },
};
