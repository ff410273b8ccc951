/** The sign-in and account texts in English (issue 52): the source their translations follow, key for key. */
import { englishMessages } from '@/i18n/i18n';

export const messages = {
  // Shared by the forms
  email: 'Email',
  emailInvalid: 'Enter your email address, e.g. name@example.com',
  password: 'Password',
  showPassword: 'Show or hide what you typed',
  signIn: 'Sign in',
  noAccess: 'This account has no access to this organisation. Ask your organisation for an invitation.',
  // /signup
  signup: {
    title: 'Create an account',
    repeatPassword: 'Repeat the password',
    passwordShort: 'Use at least 6 characters',
    passwordsDiffer: 'The two passwords are not the same',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
  },
  // /forgot-password
  forgot: {
    title: 'Reset your password',
    sent: 'If an account exists for {{email}}, an email with a reset link is on its way. Follow it, then sign in.',
    intro: "Enter your account's email address and we will send you a link to choose a new password.",
    submit: 'Send reset link',
    back: 'Back to sign in',
  },
  // /lti
  lti: {
    title: 'Opening your activity',
    notFromPlatform: 'This page opens from your course platform. Open the activity there again.',
    failed: 'You could not be signed in',
    openAgain: 'Open the activity in your course platform again, or <login>sign in here</login>.',
    signingIn: 'Signing you in from your course platform…',
  },
  // /update-profile
  update: {
    title: 'Update your profile',
    signInFirst: 'Sign in first, then you can change your name and photo.',
    displayName: 'Display name',
    nameInvalid: 'Enter a name of up to 80 characters',
    photoUrl: 'Photo URL',
    photoDescription: 'A link to a picture of you (optional)',
    photoInvalid: 'Use an https:// address, or leave it empty',
    save: 'Save profile',
    saved: 'Your profile is saved.',
    backToProfile: 'Back to your profile',
    toDashboard: 'Go to the dashboard',
  },
  // Role names, on the account part of /profile
  roles: { teacher: 'Teacher', admin: 'Admin' },
  // The account part of /profile
  profile: {
    noDetails: 'Your account details appear once you are online.',
    yourPhoto: 'Your photo',
    noName: 'No name set',
    organisation: 'Organisation: ',
    signsInWith: 'Signs in with: ',
    methodsLoading: 'loading…',
    methodsUnknown: 'shown when the sign-in service is reachable',
    methodPassword: 'Email and password',
    edit: 'Edit name and photo',
    morePages: 'Notifications, language and about',
  },
  // Sign-in errors, from the identity provider's codes
  errors: {
    wrongCredentials: 'The email or password is not right. Check your password and try again.',
    userNotFound: 'There is no account with this email address.',
    userDisabled: 'This account has been switched off. Ask your organisation for help.',
    invalidEmail: 'That email address does not look right.',
    emailInUse: 'An account with this email address already exists. Sign in instead.',
    weakPassword: 'That password is too weak. Use at least 6 characters.',
    network: 'We could not reach the sign-in service. Check your connection and try again.',
    tooManyRequests: 'Too many attempts. Wait a few minutes and try again.',
    popupClosed: 'The sign-in window was closed before you finished.',
    popupBlocked: 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    notSignedIn: 'You are not signed in. Sign in first, then update your profile.',
    recentLogin: 'For your safety, sign in again before changing this.',
    other: 'Something went wrong. Please try again.',
  },
};

/** The sign-in and account texts: these keys, each a text in another language. */
export type Messages = typeof messages;

export const authNs = englishMessages('auth', messages);
