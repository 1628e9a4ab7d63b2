import { ID_TYPE, LOCALES, type Locale } from '@saola/core/constants';
import { blankOr, email, object, requiredString, strongPassword, validateWith } from '@saola/core/validate';
import { array, enums, optional } from 'superstruct';
import type { Db } from '../db/connect';
import { newAccount, newSite } from '../db/records';
import type { PasswordHasher } from '../security/passwords';

/** A host name as a school's own domain: `lms.truong.edu.vn` (no scheme, port or path). */
const HOST = /^(?=.{1,253}$)([a-z\d]([a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/i;
/** An origin a school portal embeds from: scheme, host and an optional port, nothing else. */
const ORIGIN = /^https?:\/\/[a-z\d.-]+(:\d{1,5})?$/i;

export const schoolSetup = object({
  schoolName: requiredString(200),
  domain: optional(requiredString(253)),
  origins: optional(array(requiredString(300))),
  locale: optional(enums(LOCALES)),
  ownerUsername: requiredString(100),
  ownerFullName: requiredString(150),
  ownerEmail: optional(blankOr(email())),
  ownerPassword: strongPassword(requiredString(200)),
});

export interface SchoolSetup {
  schoolName: string;
  domain?: string | undefined;
  origins?: string[] | undefined;
  locale?: Locale | undefined;
  ownerUsername: string;
  ownerFullName: string;
  ownerEmail?: string | undefined;
  ownerPassword: string;
}

export class SetupError extends Error {}

/** Every reason the input cannot make a school, one line each, in English (an operator's terminal). */
export function setupProblems(input: unknown): string[] {
  const checked = validateWith(schoolSetup, input, 'en');
  if (!checked.ok) return checked.errors.map((e) => `${e.field}: ${e.message}`);
  const value = checked.value;
  const problems: string[] = [];
  if (value.domain !== undefined && !HOST.test(value.domain))
    problems.push(`domain: '${value.domain}' is not a host name such as lms.truong.edu.vn`);
  for (const origin of value.origins ?? [])
    if (!ORIGIN.test(origin))
      problems.push(`origins: '${origin}' is not an origin such as https://truong.edu.vn`);
  return problems;
}

/**
 * Creates a school and its owner: the first school becomes the default site (served on any host), a later
 * one needs a domain of its own. Refuses a domain or a default that exists: setup never changes a school.
 */
export async function setUpSchool(
  db: Db,
  passwords: PasswordHasher,
  input: SchoolSetup,
): Promise<{ idSite: number; idOwner: number; isDefault: boolean }> {
  const problems = setupProblems(input);
  if (problems.length) throw new SetupError(problems.join('\n'));
  const passwordHash = await passwords.hash(input.ownerPassword);
  const domain = input.domain?.toLowerCase();
  return db.transaction().execute(async (tx) => {
    // One setup at a time: the checks below and the insert must not interleave with another's.
    await tx.selectFrom('sites').select('id').forUpdate().execute();
    const hasDefault = await tx
      .selectFrom('sites')
      .select('id')
      .where('isDefault', '=', true)
      .executeTakeFirst();
    if (hasDefault && !domain)
      throw new SetupError(
        'A school is already set up here: give the new school a domain of its own (--domain).',
      );
    if (domain && (await tx.selectFrom('sites').select('id').where('domain', '=', domain).executeTakeFirst()))
      throw new SetupError(`The domain ${domain} already belongs to a school.`);
    const site = await tx
      .insertInto('sites')
      .values(
        newSite({
          name: input.schoolName.trim(),
          domain: domain ?? null,
          isDefault: !hasDefault,
          isSetStrongPassword: true,
          allowedOrigins: input.origins ?? [],
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = await tx
      .insertInto('users')
      .values(
        newAccount({
          idSite: site.id,
          username: input.ownerUsername.trim(),
          fullName: input.ownerFullName.trim(),
          email: input.ownerEmail?.trim() || null,
          idType: ID_TYPE.OWNER,
          locale: input.locale ?? 'vi',
          passwordHash,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return { idSite: site.id, idOwner: owner.id, isDefault: !hasDefault };
  });
}
