// Generated from the contract (api.ts) by `pnpm --filter @saola/core api:calls`: do not edit by hand. A
// test fails while this file differs from what the contract gives.
import type { CallTable } from './create-api';

/** The session's calls, in every page: what signing in, the school's configuration and the bell make. */
export const SESSION_CALLS: Pick<CallTable, 'auth' | 'config' | 'notification'> = {
  auth: {
    signIn: 'POST /Auth/User/SignIn public',
    signInCode: 'POST /Auth/User/SignInCode signedIn',
    logInFromAccessToken: 'POST /Auth/User/LogInFromAccessToken public',
    clearCache: 'GET /auth/test/ClearCache owner',
    profile: 'GET /Auth/User/Profile signedIn',
    editProfile: 'PUT /Auth/User/EditProfile signedIn',
    users: 'GET /Auth/User/Users admin',
    userTable: 'POST /Auth/User/UserTable admin',
    signOut: 'GET /Auth/User/Signout signedIn',
  },
  config: {
    get: 'GET /Auth/Config/Get public',
    changeLanguage: 'POST /Auth/Config/ChangeLanguage public',
  },
  notification: {
    list: 'GET /Auth/Notification/List admin',
    get: 'GET /Auth/Notification/Get admin',
    add: 'POST /Auth/Notification/Add admin',
    edit: 'PUT /Auth/Notification/Edit admin',
    delete: 'DELETE /Auth/Notification/Delete admin',
    addFcmDevice: 'POST /Auth/Notification/AddFcmDevice signedIn',
    myNotification: 'GET /Auth/Notification/MyNotification signedIn',
    detailNotification: 'GET /Auth/Notification/DetailNotification signedIn',
  },
};
