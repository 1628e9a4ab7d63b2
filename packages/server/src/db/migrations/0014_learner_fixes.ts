/**
 * Issue 15: a YouTube lesson a learner's page could not play (the IFrame API blocked, the video gone or not
 * embeddable), one row per learner and lesson with the latest reason, so the teacher sees who is stuck.
 */
export default `
      create table lesson_video_failures (
        id_site int not null,
        id_lesson int not null,
        id_user int not null,
        reason text not null check (reason in ('noApi', 'unavailable', 'notEmbeddable', 'playerError')),
        code int,
        failures int not null default 1,
        first_at timestamptz not null,
        last_at timestamptz not null,
        primary key (id_lesson, id_user),
        foreign key (id_site, id_lesson) references course_lessons (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      )
`;
