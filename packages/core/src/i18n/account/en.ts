import type { Part } from '../features';

export const en: Part<'account'> = {
  auth: {
    signIn: 'Sign in',
    signOut: 'Sign out',
    username: 'Username',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    rememberMe: 'Remember me',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    wrongCredentials: 'The username or password is incorrect',
    accountLocked: {
      one: 'The account is locked after too many failed sign-ins. Please try again in {{count}} minute.',
      other: 'The account is locked after too many failed sign-ins. Please try again in {{count}} minutes.',
    },
    accountInactive: 'The account has been deactivated',
    awaitingApproval: 'Your registration is waiting for the school’s approval.',
    registrationRefused: 'The school did not accept your registration.',
    registrationRefusedBecause: 'The school did not accept your registration: {{reason}}',
    deviceLimit:
      'The account is signed in on the maximum number of devices ({{limit}}). Sign out on another device first.',
    tooManyAttempts: 'Too many attempts. Please try again in a few minutes.',
    signedOut: 'You have signed out',
    currentPasswordWrong: 'The current password is incorrect',
    passwordChanged: 'Password changed. Your other devices have been signed out.',
  },
  accountState: {
    awaitingApproval:
      'This account is waiting for approval: it becomes active only when its registration is approved.',
    refusedRegistration:
      'This account’s registration was refused: approve it in the member list to let it in.',
    notAllowed: 'This account cannot be moved to that state.',
  },
  locale: {
    vi: 'Tiếng Việt',
    en: 'English',
    lo: 'ພາສາລາວ',
  },
  notifications: {
    unreadOnly: 'Unread only',
    empty: 'You have no notifications yet.',
    emptyUnread: 'No unread notifications.',
    bell: 'Notifications, {{count}} unread',
    unread: 'Unread',
  },
};
