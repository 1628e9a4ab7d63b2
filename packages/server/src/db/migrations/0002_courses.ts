/**
 * The course skeleton the dashboards read: courses, their lessons (with an opening date for lessons that open
 * by date) and enrolments with the learner's progress. The courses slice builds its authoring on these.
 */
export default `
      create table courses (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        cover_url text,
        id_teacher int,
        visibility text not null default 'private' check (visibility in ('public', 'private')),
        approval text not null default 'pending' check (approval in ('pending', 'approved', 'denied')),
        created_at timestamptz not null default now(),
        unique (id_site, id),
        foreign key (id_site, id_teacher) references users (id_site, id) on delete set null (id_teacher)
      );
      create index courses_site on courses (id_site, id desc);

      create table course_lessons (
        id serial primary key,
        id_site int not null,
        id_course int not null,
        title text not null,
        position int not null default 0,
        opens_at timestamptz,
        unique (id_site, id),
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade
      );
      create index course_lessons_opening on course_lessons (id_course, opens_at) where opens_at is not null;

      create table course_enrolments (
        id serial primary key,
        id_site int not null,
        id_course int not null,
        id_user int not null,
        enrolled_at timestamptz not null default now(),
        last_activity_at timestamptz,
        progress int not null default 0 check (progress between 0 and 100),
        completed_at timestamptz,
        unique (id_course, id_user),
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index course_enrolments_learner on course_enrolments (id_user, last_activity_at desc nulls last);
      create index course_enrolments_site_day on course_enrolments (id_site, enrolled_at);
      create index sign_in_successes_site_day on sign_in_attempts (id_site, created_at) where success;
`;
