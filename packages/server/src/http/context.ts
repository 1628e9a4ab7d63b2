import type { IdType, Locale } from '@saola/core/constants';
import type { DataScope } from '@saola/core/http';
import type { Translate } from '@saola/core/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { Site } from '../db/schema';
import type { FileStore } from '../modules/file/storage';
import type { VideoPipeline } from '../modules/file/video';
import type { DataJobWorker } from '../modules/jobs/worker';
import type { SmsProvider } from '../modules/settings/sms';
import type { PasswordHasher } from '../security/passwords';
import type { Settings } from '../settings';
import type { ScopedDb } from './scoped';
import type { SiteResolver } from './site';

/** What every module can use: one instance per server process. */
export interface Services {
  db: Db;
  settings: Settings;
  clock: Clock;
  passwords: PasswordHasher;
  storage: FileStore;
  /** The request's site by Host; `forget()` after changing a site's settings. */
  sites: SiteResolver;
  /** Transcodes uploaded videos to HLS; null where files are in a bucket (the MP4 is served as it is). */
  video: VideoPipeline | null;
  /** Text messages (sign-up and recovery codes); logs them unless a provider is configured. */
  sms: SmsProvider;
  /** Runs the school's import and export jobs (modules/jobs); absent in contexts that start none. */
  dataJobs?: DataJobWorker;
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
