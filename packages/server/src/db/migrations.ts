import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

/**
 * Every table but `sites` carries id_site, and every reference between site rows is a composite foreign key
 * on (id_site, id): the database itself refuses a row that points into another school.
 */
const INITIAL = `
      create table sites (
        id serial primary key,
        name text not null,
        logo_url text,
        favicon_url text,
        domain text unique,
        is_default boolean not null default false,
        is_k12 boolean not null default false,
        is_k12_or_business boolean not null default false,
        is_university boolean not null default false,
        is_set_strong_password boolean not null default false,
        user_analytic_api_url text,
        is_on_fb_comment boolean not null default false,
        fb_app_id text,
        device_limit int not null default 5 check (device_limit >= 0),
        wrong_login_limit int not null default 5 check (wrong_login_limit >= 1),
        lock_minutes int not null default 15 check (lock_minutes >= 1),
        session_idle_minutes int not null default 10080 check (session_idle_minutes >= 5),
        session_max_days int not null default 30 check (session_max_days >= 1),
        allowed_origins text[] not null default '{}',
        fcm_project_id text,
        fcm_client_email text,
        fcm_private_key text,
        created_at timestamptz not null default now()
      );
      create unique index sites_single_default on sites (is_default) where is_default;

      create table right_groups (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        rights text[] not null default '{}',
        unique (id_site, id)
      );

      create table users (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        username text not null,
        password_hash text not null,
        full_name text not null,
        email text,
        phone text,
        avatar_url text,
        id_type smallint not null check (id_type between 1 and 4),
        status text not null default 'active' check (status in ('active', 'inactive')),
        locale text not null default 'vi',
        id_right_group int,
        failed_logins int not null default 0,
        locked_until timestamptz,
        password_changed_at timestamptz,
        created_at timestamptz not null default now(),
        last_sign_in_at timestamptz,
        unique (id_site, id),
        foreign key (id_site, id_right_group) references right_groups (id_site, id)
      );
      create unique index users_site_username on users (id_site, lower(username));
      create index users_site_type on users (id_site, id_type, id);

      create table sessions (
        id serial primary key,
        id_site int not null,
        id_user int not null,
        token_hash text not null unique,
        notification_token_hash text not null unique,
        device_id text not null,
        user_agent text,
        ip text,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index sessions_live_by_user on sessions (id_user) where revoked_at is null;

      create table sign_in_attempts (
        id bigserial primary key,
        id_site int not null references sites (id) on delete cascade,
        username text not null,
        id_user int,
        ip text not null,
        success boolean not null,
        reason text not null,
        created_at timestamptz not null
      );
      create index sign_in_failures_by_ip on sign_in_attempts (ip, created_at) where not success;

      create table user_groups (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create table user_group_members (
        id_site int not null,
        id_group int not null,
        id_user int not null,
        primary key (id_group, id_user),
        foreign key (id_site, id_group) references user_groups (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );

      create table notifications (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        title text not null,
        content text not null,
        send_mode text not null check (send_mode in ('immediately', 'scheduled', 'cyclic', 'draft')),
        scheduled_at timestamptz,
        cycle text check (cycle in ('daily', 'weekly', 'monthly')),
        cycle_until timestamptz,
        recipient_kind text not null check (recipient_kind in ('all', 'groups', 'users')),
        recipient_ids int[] not null default '{}',
        status text not null check (status in ('draft', 'scheduled', 'sending', 'sent', 'finished')),
        sent_at timestamptz,
        next_send_at timestamptz,
        deliveries int not null default 0,
        created_by int,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null,
        unique (id_site, id)
      );
      create index notifications_site on notifications (id_site, id desc);

      create table user_notifications (
        id bigserial primary key,
        id_site int not null,
        id_notification int not null,
        id_user int not null,
        occurrence timestamptz not null,
        created_at timestamptz not null,
        read_at timestamptz,
        unique (id_notification, id_user, occurrence),
        foreign key (id_site, id_notification) references notifications (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index user_notifications_inbox on user_notifications (id_user, id desc);
      create index user_notifications_unread on user_notifications (id_user) where read_at is null;

      create table fcm_devices (
        id serial primary key,
        id_site int not null,
        id_user int not null,
        token text not null,
        platform text not null,
        created_at timestamptz not null default now(),
        unique (id_site, token),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );

      create table jobs (
        id bigserial primary key,
        id_site int not null references sites (id) on delete cascade,
        kind text not null,
        payload jsonb not null,
        dedupe_key text unique,
        run_at timestamptz not null,
        status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
        attempts int not null default 0,
        locked_until timestamptz,
        last_error text,
        created_at timestamptz not null default now(),
        finished_at timestamptz
      );
      create index jobs_due on jobs (run_at) where status in ('queued', 'running');

      create table files (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_user int,
        name text not null,
        content_type text not null,
        size bigint not null,
        type text not null,
        storage_key text unique,
        status text not null check (status in ('pending', 'ready')),
        shared boolean not null default false,
        youtube_id text,
        thumbnail_url text,
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create index files_site_ready on files (id_site, id desc) where status = 'ready';
`;

/**
 * The course skeleton the dashboards read: courses, their lessons (with an opening date for lessons that open
 * by date) and enrolments with the learner's progress. The courses slice builds its authoring on these.
 */
const COURSES = `
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

/** What a course says about itself, where it is filed, what it costs and how its lessons open. */
const COURSE_CATALOG = `
      create table course_categories (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        id_parent int,
        created_at timestamptz not null default now(),
        unique (id_site, id),
        foreign key (id_site, id_parent) references course_categories (id_site, id)
      );
      create index course_categories_site on course_categories (id_site, name);

      alter table courses
        add column id_category int,
        add column welcome text not null default '',
        add column about text not null default '',
        add column benefits jsonb not null default '[]',
        add column is_paid boolean not null default false,
        add column price int not null default 0 check (price >= 0),
        add column is_trial boolean not null default false,
        add column is_open boolean not null default false,
        add column opening text not null default 'all' check (opening in ('all', 'sequential', 'date')),
        add column denial_reason text,
        add column updated_at timestamptz not null default now(),
        add foreign key (id_site, id_category) references course_categories (id_site, id);
      create index courses_site_category on courses (id_site, id_category);
      create index courses_site_teacher on courses (id_site, id_teacher);
      create index course_enrolments_course on course_enrolments (id_course);

      alter table sites add column course_approval_required boolean not null default false
`;

/** What a school records of a student beyond the account: where they study, and how they joined. */
const STUDENT_RECORDS = `
      alter table users
        add column class_level text,
        add column school_level text,
        add column school_year text,
        add column semester text,
        add column student_kind text not null default 'registered' check (student_kind in ('registered', 'retail'));
      create index users_site_students on users (id_site, student_kind, id) where id_type = 4
`;

/** A course's curriculum: chapters in order, each holding lessons of one kind in order. */
const CURRICULUM = `
      create table course_chapters (
        id serial primary key,
        id_site int not null,
        id_course int not null,
        title text not null,
        position int not null default 0,
        unique (id_site, id),
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade
      );
      create index course_chapters_course on course_chapters (id_course, position);

      alter table course_lessons
        add column id_chapter int,
        add column kind text not null default 'text' check (kind in ('video', 'youtube', 'document', 'text')),
        add column content text not null default '',
        add column youtube_id text,
        add column id_file int,
        add column is_trial boolean not null default false,
        add column seek_restricted boolean not null default false,
        add column completion_threshold int check (completion_threshold between 1 and 100),
        add foreign key (id_site, id_chapter) references course_chapters (id_site, id) on delete cascade,
        add foreign key (id_site, id_file) references files (id_site, id);
      create index course_lessons_chapter on course_lessons (id_chapter, position)
`;

/** Course packages: several courses offered together at one price. */
const COURSE_PACKAGES = `
      create table course_packages (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        about text not null default '',
        benefits jsonb not null default '[]',
        price int not null default 0 check (price >= 0),
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create index course_packages_site on course_packages (id_site, id desc);

      create table course_package_items (
        id_site int not null,
        id_package int not null,
        id_course int not null,
        position int not null default 0,
        primary key (id_package, id_course),
        foreign key (id_site, id_package) references course_packages (id_site, id) on delete cascade,
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade
      )
`;

/**
 * Learning: what each learner watched of each lesson (merged intervals, verified on the server), quizzes with
 * their questions and attempts, reviews and Q&A threads, the opening log of open courses, and what the video
 * job learns of an uploaded video.
 */
const LEARNING = `
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

/**
 * What 100,000 students and 500,000 enrolments need (issue 7's bench): keyword search by trigram instead of
 * scanning every account, and lists that can walk an index in their default order instead of sorting all.
 * pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it.
 */
const SEARCH_AND_PAGING = `
      create extension if not exists pg_trgm;
      create index users_full_name_trgm on users using gin (full_name gin_trgm_ops);
      create index users_username_trgm on users using gin (username gin_trgm_ops);
      create index users_email_trgm on users using gin (email gin_trgm_ops);
      create index users_phone_trgm on users using gin (phone gin_trgm_ops);
      create index users_site_students_newest on users (id_site, created_at desc, id desc) where id_type = 4;
      create index course_lessons_course on course_lessons (id_course);
      create index course_enrolments_activity on course_enrolments (id_site, last_activity_at desc nulls last, id)
`;

/**
 * People are searched by one key: name, username, email and phone, lower-cased and with Latin diacritics
 * folded (Vietnamese tone and vowel marks, đ → d), so "nguyen" finds "Nguyễn" as Vietnamese users type it
 * without marks. A keyword goes through the same function, so both sides fold alike whatever the locale; one
 * LIKE on a stored key also costs far less than ILIKE on four columns, and one trigram index serves it.
 */
const PEOPLE_SEARCH_KEY = `
      create function saola_search_fold(value text) returns text language sql immutable parallel safe
        as $$ select lower(translate(value, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹđĐ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyydd')) $$;
      alter table users add column search_key text generated always as (saola_search_fold(
        full_name || chr(10) || username || chr(10) || coalesce(email, '') || chr(10) || coalesce(phone, ''))) stored;
      create index users_search_key_trgm on users using gin (search_key gin_trgm_ops);
      drop index users_full_name_trgm;
      drop index users_username_trgm;
      drop index users_email_trgm;
      drop index users_phone_trgm
`;

/**
 * A sign-in code is what a `?accessToken=` link carries: made by a signed-in call, good for one exchange
 * within a minute, stored only as a hash. (The link used to carry the session's own bearer token, which then
 * sat in address bars, histories and request logs, and could be replayed for ever.)
 * A push device belongs to the session that registered it: once that session is signed out or revoked, the
 * device is no longer pushed to (it used to keep receiving a signed-out user's notifications).
 */
const SESSION_HARDENING = `
      create table sign_in_codes (
        id serial primary key,
        id_site int not null,
        id_user int not null,
        code_hash text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index sign_in_codes_expiry on sign_in_codes (expires_at);
      create index sign_in_failures_unknown on sign_in_attempts (id_site, lower(username), created_at)
        where id_user is null and reason = 'unknown-user';
      alter table fcm_devices add column id_session int references sessions (id) on delete cascade
`;

/**
 * What a learner's own client may not decide (issue 13). A player's report of a video's length is kept per
 * learner: it never becomes the lesson's length unless three learners' players agree. Watch time is budgeted
 * per learner, not per lesson: one clock row per learner says up to when their wall-clock time is spent.
 * A quiz attempt keeps the questions it was given (answers and points included) and is graded against them,
 * so an author's edit cannot void it: attempts started before take theirs from the questions that still
 * exist, and one left with none (and so scored 0 of 0) no longer counts as passed. "Show answers" becomes a
 * choice of when: the old "yes" meant after submitting, which now waits for the last attempt.
 */
const LEARNING_TRUST = `
      alter table lesson_progress add column claimed_duration real check (claimed_duration > 0);

      create table learner_watch_clocks (
        id_site int not null,
        id_user int primary key,
        spent_until timestamptz,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );

      alter table quiz_attempts add column questions jsonb not null default '[]';
      update quiz_attempts a set questions = coalesce((
        select jsonb_agg(jsonb_build_object(
            'id', q.id, 'kind', q.kind, 'prompt', q.prompt, 'correct', q.correct, 'match', q.match,
            'points', q.points,
            'options', coalesce((
              select jsonb_agg(o.option order by shown.n)
              from jsonb_array_elements_text(asked.item -> 'options') with ordinality shown(id, n)
              join jsonb_array_elements(q.options) o(option) on o.option ->> 'id' = shown.id
            ), '[]'::jsonb)
          ) order by asked.n)
        from jsonb_array_elements(a.question_order) with ordinality asked(item, n)
        join quiz_questions q on q.id = (asked.item ->> 'id')::int
      ), '[]'::jsonb);
      alter table quiz_attempts alter column questions drop default;
      alter table quiz_attempts drop column question_order;
      update quiz_attempts set passed = false where passed and max_score = 0;

      alter table course_lessons alter column show_answers drop default;
      alter table course_lessons alter column show_answers type text
        using case when show_answers then 'afterLastAttempt' else 'never' end;
      alter table course_lessons alter column show_answers set default 'afterLastAttempt';
      alter table course_lessons add constraint course_lessons_show_answers_check
        check (show_answers in ('never', 'afterLastAttempt', 'always'))
`;

/**
 * Content security: whether anyone may read a file (images uploaded as avatars, covers or logos, and the
 * images kept before, whose URLs pages already hold) or only holders of a signed URL; the type each file kept
 * before is served as, from its checked extension instead of what its uploader declared; and the upload
 * tickets of the last hour, counted per user across server processes.
 */
const CONTENT_SECURITY = `
      alter table files add column is_public boolean not null default false;
      update files set is_public = true where type = 'image';
      update files set content_type = case lower(substring(storage_key from '\\.([A-Za-z0-9]+)$'))
          when 'jpg' then 'image/jpeg' when 'jpeg' then 'image/jpeg' when 'png' then 'image/png'
          when 'mp4' then 'video/mp4' when 'm4v' then 'video/mp4' when 'mov' then 'video/quicktime'
          when 'webm' then 'video/webm' when 'mp3' then 'audio/mpeg' when 'm4a' then 'audio/mp4'
          when 'wav' then 'audio/wav' when 'ogg' then 'audio/ogg' when 'pdf' then 'application/pdf'
          when 'doc' then 'application/msword'
          when 'docx' then 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
          when 'xls' then 'application/vnd.ms-excel'
          when 'xlsx' then 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          when 'ppt' then 'application/vnd.ms-powerpoint'
          when 'pptx' then 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
          when 'txt' then 'text/plain' when 'csv' then 'text/csv' when 'zip' then 'application/zip'
          else 'application/octet-stream' end
        where storage_key is not null;
      create table upload_tickets (
        id bigserial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_user int not null,
        granted_at timestamptz not null
      );
      create index upload_tickets_user on upload_tickets (id_site, id_user, granted_at)
`;

/**
 * The reply to each signed-in POST that carried an Idempotency-Key, kept a day: a repeated key gets it back
 * instead of running the handler again. `reply` is null while the first request runs; `request` is a digest
 * of what the key was first sent with, so a key reused for another request is refused.
 */
const IDEMPOTENCY = `
      create table idempotency_keys (
        id_site int not null,
        id_user int not null,
        key text not null,
        request text not null,
        reply text,
        created_at timestamptz not null,
        primary key (id_site, id_user, key),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index idempotency_keys_created on idempotency_keys (created_at)
`;

/**
 * Issue 15: a YouTube lesson a learner's page could not play (the IFrame API blocked, the video gone or not
 * embeddable), one row per learner and lesson with the latest reason, so the teacher sees who is stuck.
 */
const LEARNER_FIXES = `
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

export const migrations: Record<string, Migration> = {
  '0001_initial': script(INITIAL),
  '0002_courses': script(COURSES),
  '0003_course_catalog': script(COURSE_CATALOG),
  '0004_student_records': script(STUDENT_RECORDS),
  '0005_curriculum': script(CURRICULUM),
  '0006_course_packages': script(COURSE_PACKAGES),
  '0007_learning': script(LEARNING),
  '0008_search_and_paging': script(SEARCH_AND_PAGING),
  '0009_people_search_key': script(PEOPLE_SEARCH_KEY),
  '0010_session_hardening': script(SESSION_HARDENING),
  '0011_learning_trust': script(LEARNING_TRUST),
  '0012_content_security': script(CONTENT_SECURITY),
  '0013_idempotency': script(IDEMPOTENCY),
  '0014_learner_fixes': script(LEARNER_FIXES),
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
