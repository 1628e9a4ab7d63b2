import { lazyScreen } from '../view';

/**
 * The shell's screens (the doors in, the pages around the areas, those both areas share), each loaded on
 * first use: the one declaration of each (module, component, dictionary parts). The views
 * pair them with their routes and elements; the elements' generated index imports them from here.
 */
export const Splash = lazyScreen(() => import('./splash/splash'), 'Splash', []);
export const SignIn = lazyScreen(() => import('./sign-in/sign-in'), 'SignIn', ['account', 'nav']);
export const SignUp = lazyScreen(() => import('./sign-up/sign-up'), 'SignUp', ['account', 'settings']);
export const ForgotPassword = lazyScreen(
  () => import('./forgot-password/forgot-password'),
  'ForgotPassword',
  ['account', 'settings'],
);
export const CertificateVerify = lazyScreen(
  () => import('./certificate-verify/certificate-verify'),
  'CertificateVerify',
  ['account', 'certificate', 'nav'],
);
export const PublicTest = lazyScreen(() => import('./public-test/public-test'), 'PublicTest', [
  'account',
  'exam',
  'quiz',
  'nav',
]);
export const PageNotFound = lazyScreen(() => import('./page-not-found/page-not-found'), 'PageNotFound', [
  'nav',
]);
export const Profile = lazyScreen(() => import('./profile/profile'), 'Profile', [
  'account',
  'commerce',
  'nav',
]);
export const MyNotifications = lazyScreen(
  () => import('./my-notifications/my-notifications'),
  'MyNotifications',
  ['account', 'nav'],
);
export const JoinTeaching = lazyScreen(() => import('./join-teaching/join-teaching'), 'JoinTeaching', [
  'live',
  'nav',
]);
