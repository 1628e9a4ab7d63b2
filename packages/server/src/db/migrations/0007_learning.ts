/**
 * Learning: what each learner watched of each lesson (merged intervals, verified on the server), quizzes with
 * their questions and attempts, reviews and Q&A threads, the opening log of open courses, and what the video
 * job learns of an uploaded video.
 */
export default `
      alter table sites add column completion_percent int not null default 80
        check (completion_percent between 1 and 100);

      alter table course_lessons drop constraint course_lessons_kind_check;
      alter table course_lessons add constraint course_lessons_kind_check
        check (kind in ('video', 'youtube', 'document', 'text', 'quiz'));
      alter table course_lessons
        add column duration real,
        add column pass_percent int not null default 50 check (pass_percent between 0 and 100),
        add column attempts_allowed int check (attempts_allowed >= 1),
        add column time_limit_minutes int check (time_limit_minutes >= 1),
        add column shuffle boolean not null default false,
        add column show_answers boolean not null default true;

      alter table files
        add column duration real,
        add column poster_key text,
        add column hls_key text,
        add column processing text not null default 'none'
          check (processing in ('none', 'queued', 'running', 'done', 'failed', 'unavailable')),
        add column processing_progress int not null default 0,
        add column processing_note text;

      create table lesson_progress (
        id_site int not null,
        id_lesson int not null,
        id_user int not null,
        id_course int not null,
        watched jsonb not null default '[]',
        watched_seconds real not null default 0,
        position real not null default 0,
        furthest real not null default 0,
        clock_at timestamptz,
        completed_at timestamptz,
        updated_at timestamptz not null default now(),
        primary key (id_lesson, id_user),
        foreign key (id_site, id_lesson) references course_lessons (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index lesson_progress_learner on lesson_progress (id_user, id_course);
      create index lesson_progress_course on lesson_progress (id_course, id_user) where completed_at is not null;

      create table quiz_questions (
        id serial primary key,
        id_site int not null,
        id_lesson int not null,
        position int not null default 0,
        kind text not null check (kind in ('single', 'multiple', 'truefalse', 'short')),
        prompt text not null,
        options jsonb not null default '[]',
        correct jsonb not null default '[]',
        match text not null default 'normalized' check (match in ('exact', 'normalized')),
        points int not null default 1 check (points between 1 and 100),
        unique (id_site, id),
        foreign key (id_site, id_lesson) references course_lessons (id_site, id) on delete cascade
      );
      create index quiz_questions_lesson on quiz_questions (id_lesson, position);

      create table quiz_attempts (
        id serial primary key,
        id_site int not null,
        id_lesson int not null,
        id_user int not null,
        started_at timestamptz not null default now(),
        deadline timestamptz,
        question_order jsonb not null,
        submitted_at timestamptz,
        answers jsonb,
        score int,
        max_score int,
        passed boolean,
        unique (id_site, id),
        foreign key (id_site, id_lesson) references course_lessons (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index quiz_attempts_learner on quiz_attempts (id_lesson, id_user);
      create unique index quiz_attempts_one_open on quiz_attempts (id_lesson, id_user) where submitted_at is null;

      create table course_reviews (
        id serial primary key,
        id_site int not null,
        id_course int not null,
        id_user int not null,
        rating int not null check (rating between 1 and 5),
        comment text not null default '',
        hidden boolean not null default false,
        reply text,
        created_at timestamptz not null default now(),
        unique (id_course, id_user),
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index course_reviews_site on course_reviews (id_site, id desc);

      create table course_posts (
        id serial primary key,
        id_site int not null,
        id_course int not null,
        id_user int not null,
        id_question int,
        body text not null,
        hidden boolean not null default false,
        created_at timestamptz not null default now(),
        unique (id_site, id),
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade,
        foreign key (id_site, id_question) references course_posts (id_site, id) on delete cascade
      );
      create index course_posts_threads on course_posts (id_course, id desc) where id_question is null;
      create index course_posts_answers on course_posts (id_question, id) where id_question is not null;
      create index course_posts_site on course_posts (id_site, id desc) where id_question is null;

      create table open_course_logs (
        id serial primary key,
        id_site int not null,
        id_course int not null,
        id_user int not null,
        opened_at timestamptz not null default now(),
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index open_course_logs_site on open_course_logs (id_site, opened_at)
`;
