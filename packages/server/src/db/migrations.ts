import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import m0001 from './migrations/0001_initial';
import m0002 from './migrations/0002_courses';
import m0003 from './migrations/0003_course_catalog';
import m0004 from './migrations/0004_student_records';
import m0005 from './migrations/0005_curriculum';
import m0006 from './migrations/0006_course_packages';
import m0007 from './migrations/0007_learning';
import m0008 from './migrations/0008_search_and_paging';
import m0009 from './migrations/0009_people_search_key';
import m0010 from './migrations/0010_session_hardening';
import m0011 from './migrations/0011_learning_trust';
import m0012 from './migrations/0012_content_security';
import m0013 from './migrations/0013_idempotency';
import m0014 from './migrations/0014_learner_fixes';
import m0015 from './migrations/0015_sales';
import m0016 from './migrations/0016_activation_codes';
import m0017 from './migrations/0017_retention';
import m0018 from './migrations/0018_sales_lists';
import m0019 from './migrations/0019_guess_limits';
import m0020 from './migrations/0020_order_search_key';
import m0021 from './migrations/0021_transcode_lease';
import m0022 from './migrations/0022_organisation';
import m0023 from './migrations/0023_staff';
import m0024 from './migrations/0024_settings';
import m0025 from './migrations/0025_content';
import m0026 from './migrations/0026_school_catalogs';
import m0027 from './migrations/0027_live_teaching';
import m0028 from './migrations/0028_exams';
import m0029 from './migrations/0029_certificates';
import m0030 from './migrations/0030_notices';
import m0031 from './migrations/0031_reports_jobs';
import m0032 from './migrations/0032_monitors';
import m0033 from './migrations/0033_certificate_search_key';
import m0034 from './migrations/0034_exam_review';
import m0035 from './migrations/0035_event_notices';
import m0036 from './migrations/0036_live_session_moves';
import m0037 from './migrations/0037_member_decision_mail';
import m0038 from './migrations/0038_password_must_change';
import m0039 from './migrations/0039_people_search_fold_fast';
import m0042 from './migrations/0042_approval_independence';
import m0043 from './migrations/0043_account_state';
import m0044 from './migrations/0044_dashboard_figures';
import m0045 from './migrations/0045_partial_refunds';
import m0047 from './migrations/0047_phones_e164';
import m0048 from './migrations/0048_certificate_wording';
import m0049 from './migrations/0049_mail_outbox';
import m0050 from './migrations/0050_learner_reach';
import m0051 from './migrations/0051_report_rollups';
import m0052 from './migrations/0052_reach_activity';
import m0053 from './migrations/0053_tick_rollups';

/** Runs a script one statement at a time: a prepared statement holds exactly one. */
function script(text: string): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of text
        .split(/;\s*\n/)
        .map((s) => s.trim())
        .filter(Boolean)) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}

/**
 * Every migration by name, in the order they run: one file each under `migrations/`, named by its number (the
 * next one takes the next number) and holding its SQL script (or, where a rule of core rewrites rows, the
 * migration itself).
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': script(m0001),
  '0002_courses': script(m0002),
  '0003_course_catalog': script(m0003),
  '0004_student_records': script(m0004),
  '0005_curriculum': script(m0005),
  '0006_course_packages': script(m0006),
  '0007_learning': script(m0007),
  '0008_search_and_paging': script(m0008),
  '0009_people_search_key': script(m0009),
  '0010_session_hardening': script(m0010),
  '0011_learning_trust': script(m0011),
  '0012_content_security': script(m0012),
  '0013_idempotency': script(m0013),
  '0014_learner_fixes': script(m0014),
  '0015_sales': script(m0015),
  '0016_activation_codes': script(m0016),
  '0017_retention': script(m0017),
  '0018_sales_lists': script(m0018),
  '0019_guess_limits': script(m0019),
  '0020_order_search_key': script(m0020),
  '0021_transcode_lease': script(m0021),
  '0022_organisation': script(m0022),
  '0023_staff': script(m0023),
  '0024_settings': script(m0024),
  '0025_content': script(m0025),
  '0026_school_catalogs': script(m0026),
  '0027_live_teaching': script(m0027),
  '0028_exams': script(m0028),
  '0029_certificates': script(m0029),
  '0030_notices': script(m0030),
  '0031_reports_jobs': script(m0031),
  '0032_monitors': script(m0032),
  '0033_certificate_search_key': script(m0033),
  '0034_exam_review': script(m0034),
  '0035_event_notices': script(m0035),
  '0036_live_session_moves': script(m0036),
  '0037_member_decision_mail': script(m0037),
  '0038_password_must_change': script(m0038),
  '0039_people_search_fold_fast': script(m0039),
  '0042_approval_independence': script(m0042),
  '0043_account_state': script(m0043),
  '0044_dashboard_figures': script(m0044),
  '0045_partial_refunds': script(m0045),
  // Rewritten by the phone rule of core, which no SQL script can share.
  '0047_phones_e164': m0047,
  '0048_certificate_wording': script(m0048),
  '0049_mail_outbox': script(m0049),
  // Trigger functions hold semicolons of their own, which the script's split would cut.
  '0050_learner_reach': m0050,
  '0051_report_rollups': m0051,
  '0052_reach_activity': m0052,
  '0053_tick_rollups': m0053,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run from several processes at once (Kysely takes a lock). */
export async function migrate(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? ''} failed: ${(error as Error).message ?? error}`);
  }
}
