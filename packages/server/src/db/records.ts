import type { Insertable } from 'kysely';
import type { SitesTable, UsersTable } from './schema';

/** A new site row: what is given, every optional setting left empty. */
export function newSite(
  values: Pick<Insertable<SitesTable>, 'name'> & Partial<Insertable<SitesTable>>,
): Insertable<SitesTable> {
  return {
    logoUrl: null,
    faviconUrl: null,
    domain: null,
    userAnalyticApiUrl: null,
    fbAppId: null,
    fcmProjectId: null,
    fcmClientEmail: null,
    fcmPrivateKey: null,
    contactEmail: null,
    contactPhone: null,
    contactAddress: null,
    recaptchaSiteKey: null,
    recaptchaSecret: null,
    ...values,
  };
}

type Account = Pick<Insertable<UsersTable>, 'idSite' | 'username' | 'fullName' | 'idType' | 'passwordHash'> &
  Partial<Insertable<UsersTable>>;

/** A new user row: the account's identity, everything else at its starting state. */
export function newAccount(values: Account): Insertable<UsersTable> {
  return {
    email: null,
    phone: null,
    avatarUrl: null,
    alias: null,
    lockedUntil: null,
    passwordChangedAt: null,
    lastSignInAt: null,
    ...values,
  };
}
