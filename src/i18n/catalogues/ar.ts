/** العربية: the Arabic catalogue, key for key with en.ts; Arabic plurals take all six CLDR forms. */
import type { Catalogue } from './en';

type ArabicCatalogue = Catalogue & {
  logout: Catalogue['logout'] & { pending_zero: string; pending_two: string; pending_few: string; pending_many: string };
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
};
