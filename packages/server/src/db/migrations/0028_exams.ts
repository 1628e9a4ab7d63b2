/**
 * Scheduled exams (issue 20). An exam asks the questions of a quiz lesson (built with the quiz editor) in a
 * window, to a class (student group) and/or learners chosen one by one. Each attempt keeps the questions it was
 * given and its server-measured deadline; `(id_exam, id_user, number)` is unique, so two starts racing for the
 * last attempt cannot both make one, and at most one attempt of a learner is open at a time. A visitor's
 * attempt at the public test has no user: a name instead.
 */
export default `
      create table exams (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        description text not null default '',
        id_lesson int,
        id_group int,
        opens_at timestamptz not null,
        closes_at timestamptz not null,
        duration_minutes int not null check (duration_minutes between 1 and 600),
        attempts_allowed int not null default 1 check (attempts_allowed between 1 and 20),
        pass_percent int not null default 50 check (pass_percent between 0 and 100),
        shuffle boolean not null default false,
        results_released boolean not null default false,
        is_public boolean not null default false,
        id_subject int,
        factor int not null default 1 check (factor between 1 and 3),
        term text,
        id_creator int,
        created_at timestamptz not null default now(),
        unique (id_site, id),
        check (closes_at > opens_at),
        foreign key (id_site, id_lesson) references course_lessons (id_site, id) on delete set null (id_lesson),
        foreign key (id_site, id_group) references user_groups (id_site, id) on delete set null (id_group),
        foreign key (id_site, id_subject) references subjects (id_site, id) on delete set null (id_subject),
        foreign key (id_site, id_creator) references users (id_site, id) on delete set null (id_creator)
      );
      create index exams_window on exams (id_site, opens_at);
      create index exams_public on exams (id_site, closes_at) where is_public;

      create table exam_takers (
        id_site int not null,
        id_exam int not null,
        id_user int not null,
        primary key (id_exam, id_user),
        foreign key (id_site, id_exam) references exams (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index exam_takers_user on exam_takers (id_site, id_user);

      create table exam_attempts (
        id serial primary key,
        id_site int not null,
        id_exam int not null,
        id_user int,
        guest_name text,
        guest_contact text,
        ticket text,
        number int not null check (number >= 1),
        started_at timestamptz not null,
        deadline timestamptz not null,
        questions jsonb not null,
        submitted_at timestamptz,
        answers jsonb,
        score int,
        max_score int,
        passed boolean,
        unique (id_site, id),
        unique (id_exam, id_user, number),
        check (id_user is not null or guest_name is not null),
        foreign key (id_site, id_exam) references exams (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create unique index exam_attempts_open on exam_attempts (id_exam, id_user) where submitted_at is null;
      create unique index exam_attempts_ticket on exam_attempts (id_exam, ticket) where ticket is not null;
      create index exam_attempts_user on exam_attempts (id_site, id_user)
`;
