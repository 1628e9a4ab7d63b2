import { type ScreenViews, view } from '../view';
import {
  CertificateVerify,
  ForgotPassword,
  JoinTeaching,
  MyNotifications,
  PageNotFound,
  Profile,
  PublicTest,
  SignIn,
  SignUp,
  Splash,
} from './loaders';

/** The screens around the areas, and those both areas share. */
export const SHELL_VIEWS = {
  splash: view(Splash, {
    element: {
      name: 'saola-splash',
      description:
        'Loads the site configuration, then tells the page where to go (sign-in or the remembered page).',
      attributes: {},
      events: { 'saola-navigate': 'Where to go next; detail: { to }.' },
    },
  }),
  teachingJoin: view(JoinTeaching, {
    props: (params) => ({ id: Number(params.id) }),
    element: {
      name: 'saola-join-teaching',
      description:
        "Join class: the open session's room for the signed-in participant (a per-user token from the server, which records attendance itself).",
      attributes: { id: { type: 'number', description: 'The live class or meeting to join.' } },
      events: {},
    },
  }),
  signIn: view(SignIn, {
    element: {
      name: 'saola-sign-in',
      description: 'The sign-in form of the Saola site the page is configured for, in vi/en/lo.',
      attributes: {},
      events: {
        'saola-signed-in': 'Signed in; detail: { user: { id, fullName, username, idType, avatarUrl } }.',
      },
    },
  }),
  signUp: view(SignUp, {
    element: {
      name: 'saola-sign-up',
      description:
        "A visitor signs up as a learner, as the school's security setting says (at once, or after an SMS code); the password policy is the server's.",
      attributes: {},
      events: {
        'saola-signed-in': 'The new account is signed in; detail: { user }.',
        'saola-navigate': 'The visitor asked for the sign-in page; detail: { to }.',
      },
    },
  }),
  forgotPassword: view(ForgotPassword, {
    element: {
      name: 'saola-forgot-password',
      description:
        'Password recovery: by email (a link that works once, for 15 minutes) or by phone (an SMS code); never tells whether an account exists.',
      attributes: {
        token: { type: 'string', description: "The mailed link's token; read from ?token= when absent." },
      },
      events: { 'saola-navigate': 'The visitor asked for the sign-in page; detail: { to }.' },
    },
  }),
  publicTest: view(PublicTest, {
    element: {
      name: 'saola-public-test',
      description:
        "The school's open public test (a placement test): a visitor gives her name, takes it against the server's clock and sees her score; no account needed.",
      attributes: {},
      events: {},
    },
  }),
  pageNotFound: view(PageNotFound, {
    element: {
      name: 'saola-page-not-found',
      description: 'The "page not found" screen with a way back.',
      attributes: { home: { type: 'string', description: 'Where "back" leads (default /dashboard).' } },
      events: { 'saola-navigate': 'The user asked to go somewhere; detail: { to }.' },
    },
  }),
  profile: view(Profile, {
    element: {
      name: 'saola-profile',
      description: "The signed-in user's profile: name, email and phone to edit, and a password change.",
      attributes: {},
      events: {},
    },
  }),
  myNotifications: view(MyNotifications, {
    element: {
      name: 'saola-my-notifications',
      description: "The signed-in user's notifications, newest first; opening one marks it read.",
      attributes: {},
      events: {},
    },
  }),
  certificateVerify: view(CertificateVerify, {
    props: ({ code }) => ({ code }),
    element: {
      name: 'saola-certificate-verify',
      description:
        "Anyone checks a certificate's code: its holder, course, date and whether it is valid or revoked (wrong codes limited).",
      attributes: { code: { type: 'string', description: 'A code to check at once.' } },
      events: {},
    },
  }),
} satisfies Partial<ScreenViews>;
