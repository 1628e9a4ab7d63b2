/**
 * The owner's and teacher's dashboard counts what waits and what happened this week in one request; each of
 * its figures reads one of these (small, partial) indexes instead of walking a school's whole table.
 */
export default `
      create index orders_pending on orders (id_site) where status = 'pending';
      create index course_enrolments_completed on course_enrolments (id_site, completed_at)
        where completed_at is not null;
      create index data_jobs_failed_imports on data_jobs (id_site, finished_at)
        where direction = 'import' and status = 'failed';
      create index lesson_video_failures_recent on lesson_video_failures (id_site, last_at desc);
      create index exams_closing on exams (id_site, closes_at)
`;
