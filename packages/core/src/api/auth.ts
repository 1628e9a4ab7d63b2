import { enums, nullable, optional, string } from 'superstruct';
import type { IdType, Locale } from '../constants';
import type { DataScope } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { confirmed, email, phone, requiredString } from '../validate/structs';
import { flag, listQuery, text, whole } from './fields';

export interface Tokens {
  accessToken: string;
  notificationToken: string;
}

/** A one-time code for a `?accessToken=` link: exchanged once, within a minute, for a session of its own. */
export interface SignInCode {
  code: string;
  expiresAt: string;
}

export interface SessionUser {
  id: number;
  fullName: string;
  username: string;
  idType: IdType;
  avatarUrl: string | null;
  /** The language the user chose last (the interface switches to it at sign-in). */
  locale?: Locale;
  /** The rights of a teacher's permission group (owners hold every right), for showing what they may do. */
  rights?: string[];
  /** What a teacher's lists show: the whole school's records or only her own (owners: the school's). */
  scope?: DataScope;
  /** Set while an imported account still has the password the school gave it: it chooses its own first. */
  mustChangePassword?: true;
}

export interface Profile extends SessionUser {
  email: string | null;
  phone: string | null;
  locale: Locale;
  createdAt: string;
}

export interface UserSummary {
  id: number;
  fullName: string;
  username: string;
  email: string | null;
  phone: string | null;
  idType: IdType;
  status: 'active' | 'inactive';
  createdAt: string;
  lastSignInAt: string | null;
}

export const signInPayload = object({
  username: requiredString(100),
  password: requiredString(200),
  idDevice: optional(text(200)),
});

export const editProfilePayload = confirmed(
  object({
    fullName: optional(requiredString(150)),
    email: optional(nullable(email())),
    phone: optional(nullable(phone())),
    avatarUrl: optional(nullable(text(2000))),
    currentPassword: optional(string()),
    newPassword: optional(text(200)),
    confirmPassword: optional(string()),
  }),
  'newPassword',
  'confirmPassword',
);

const USER_STATUSES = ['active', 'inactive'] as const;

export const usersPayload = object({
  ...listQuery,
  idType: optional(whole(1, 4)),
});

export const userTablePayload = object({
  ...listQuery,
  filters: optional(
    object({
      idType: optional(whole(1, 4)),
      status: optional(enums(USER_STATUSES)),
      createdFrom: optional(text(30)),
      createdTo: optional(text(30)),
    }),
  ),
});

export const auth = {
  signIn: endpoint<Tokens>()({
    method: 'POST',
    path: '/Auth/User/SignIn',
    payload: signInPayload,
    access: 'public',
    rememberReply: false,
  }),
  signInCode: endpoint<SignInCode>()({
    method: 'POST',
    path: '/Auth/User/SignInCode',
    payload: object({}),
    access: 'signedIn',
    rememberReply: false,
  }),
  logInFromAccessToken: endpoint<Tokens>()({
    method: 'POST',
    path: '/Auth/User/LogInFromAccessToken',
    payload: object({ accessToken: requiredString(512) }),
    access: 'public',
    rememberReply: false,
  }),
  clearCache: endpoint<{ cleared: boolean }>()({
    method: 'GET',
    path: '/auth/test/ClearCache',
    payload: object({ username: requiredString(100) }),
    access: 'owner',
  }),
  profile: endpoint<Profile>()({
    method: 'GET',
    path: '/Auth/User/Profile',
    payload: object({}),
    access: 'signedIn',
  }),
  editProfile: endpoint<Profile>()({
    method: 'PUT',
    path: '/Auth/User/EditProfile',
    payload: editProfilePayload,
    access: 'signedIn',
  }),
  users: endpoint<Paged<UserSummary>>()({
    method: 'GET',
    path: '/Auth/User/Users',
    payload: usersPayload,
    access: 'admin',
  }),
  userTable: endpoint<Paged<UserSummary>>()({
    method: 'POST',
    path: '/Auth/User/UserTable',
    payload: userTablePayload,
    access: 'admin',
    rememberReply: false,
  }),
  signOut: endpoint<null>()({
    method: 'GET',
    path: '/Auth/User/Signout',
    payload: object({ allDevices: optional(flag()) }),
    access: 'signedIn',
  }),
};
