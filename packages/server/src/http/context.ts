import type { IdType, Locale } from '@saola/core/constants';
import type { DataScope } from '@saola/core/http';
import type { Translate } from '@saola/core/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { Site } from '../db/schema';
import type { PasswordHasher } from '../security/passwords';
import type { Settings } from '../settings';
import type { ScopedDb } from './scoped';
import type { SiteResolver } from './site';

/**
 * What every module can use: one instance per server process. http/ declares the services it knows; a module
 * that offers one more (files, videos, text messages, data jobs) adds it to this interface itself
 * (`declare module '../../http/context'`) and the assembly (server.ts) supplies it, so http/ imports no module.
 */
export interface Services {
  db: Db;
  settings: Settings;
  clock: Clock;
  passwords: PasswordHasher;
  /** The request's site by Host; `forget()` after changing a site's settings. */
  sites: SiteResolver;
}

export interface AuthUser {
  id: number;
  idType: IdType;
  fullName: string;
  username: string;
  avatarUrl: string | null;
  locale: Locale;
  rights: string[];
  /** The records her lists show: the school's, or only those she created or teaches. */
  scope: DataScope;
  /** An imported account that has not yet chosen its own password: it may only do that (or sign out). */
  mustChangePassword?: true;
}

export interface Auth {
  user: AuthUser;
  sessionId: number;
}

export interface RequestContext<P> {
  payload: P;
  site: Site;
  db: ScopedDb;
  locale: Locale;
  t: Translate;
  auth: Auth | null;
  ip: string;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A signed-in context: handlers of endpoints whose access is not `public` receive it. */
export type SignedInContext<P> = RequestContext<P> & { auth: Auth };

export interface Outcome<R> {
  data: R;
  /** A translated success message the client shows as a toast. */
  message?: string;
}

/** The origin clients reach this server at: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(context: Pick<RequestContext<unknown>, 'services' | 'request'>): string {
  return (
    context.services.settings.publicUrl?.replace(/\/+$/, '') ??
    `${context.request.protocol}://${context.request.host}`
  );
}

export const ok = <R>(data: R, message?: string): Outcome<R> => (message ? { data, message } : { data });
