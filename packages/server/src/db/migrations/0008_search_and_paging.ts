/**
 * What 100,000 students and 500,000 enrolments need (issue 7's bench): keyword search by trigram instead of
 * scanning every account, and lists that can walk an index in their default order instead of sorting all.
 * pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it.
 */
export default `
      create extension if not exists pg_trgm;
      create index users_full_name_trgm on users using gin (full_name gin_trgm_ops);
      create index users_username_trgm on users using gin (username gin_trgm_ops);
      create index users_email_trgm on users using gin (email gin_trgm_ops);
      create index users_phone_trgm on users using gin (phone gin_trgm_ops);
      create index users_site_students_newest on users (id_site, created_at desc, id desc) where id_type = 4;
      create index course_lessons_course on course_lessons (id_course);
      create index course_enrolments_activity on course_enrolments (id_site, last_activity_at desc nulls last, id)
`;
