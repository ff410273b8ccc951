/**
 * The English catalogue: the source every other language translates, key for key (issue 52).
 * SPEC texts are kept exactly as the specification spells them.
 */
export const en = {
  nav: {
    main: 'Main',
    home: 'Home',
    students: 'Students',
    manage: 'Manage',
    myCourses: 'My Courses',
    messages: 'Messages',
    profile: 'Profile',
    logOut: 'Log Out',
  },
  logo: { goToDashboard: '{{product}}, go to the dashboard' },
  logout: {
    title: 'Log out',
    question: 'Are you sure that you want to log out?',
    pending_one: '1 change has not synced yet. Logging out deletes it from this device; cancel to let it sync first.',
    pending_other: '{{count}} changes have not synced yet. Logging out deletes them from this device; cancel to let them sync first.',
    cancel: 'Cancel',
    confirm: 'Logout',
  },
  login: {
    title: 'Sign in',
    email: 'Email',
    emailInvalid: 'Enter your email address, e.g. name@example.com',
    password: 'Password',
    passwordMissing: 'Enter your password',
    showPassword: 'Show or hide what you typed',
    forgot: 'Forgot password?',
    submit: 'Sign in',
    or: 'or',
    google: 'Continue with Google',
    apple: 'Continue with Apple',
    newHere: 'New here?',
    createAccount: 'Create an account',
    noAccess: 'This account has no access to this organisation. Ask your organisation for an invitation.',
  },
  language: {
    label: 'Language',
    description: 'The app’s language on this device and, once you are signed in, on all your devices.',
  },
  profilePages: {
    title: 'Account information',
    back: 'Back to your profile',
    notificationsTitle: 'Notifications',
    notificationsIntro: 'Nothing is sent by email. Push notifications are sent only to devices where you turn them on here:',
    notificationBell: 'grades, feedback, messages, enrolment decisions, deadlines and reminders, in the bell at the top of the app;',
    notificationUnread: 'unread messages, counted beside Messages;',
    notificationUnsaved: 'changes that could not be saved, in the sync status.',
    languageTitle: 'Language and dates',
    languageIntro: 'Choose the language of the app. Course content stays in the language its authors wrote it in.',
    datesExample: 'Dates are shown like this: {{example}}.',
    dataTitle: 'Your data on this device',
    dataBody:
      'Your courses, progress, quiz attempts and messages are kept on this device so the app works offline, and are sent to your organisation when you are online. Logging out removes them from this device; downloaded lessons can be removed from your profile.',
    aboutTitle: 'About',
    aboutBody:
      'Learning Platform: courses, quizzes, exercises, flashcards, chat and an AI tutor that keep working offline. Your organisation runs it and decides who may use it; ask your administrator about its terms and privacy notice.',
  },
};

/** A catalogue: the English one's keys, each a text in another language. */
export type Catalogue = typeof en;
