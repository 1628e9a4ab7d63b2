/**
 * Live teaching (issue 19): live classes and meetings, their generated sessions, who may join them, the
 * attendance the server records from the video server's signed events (or from join clicks through the
 * server where a session only has an external meeting link), the teachers' corrections of it, and the
 * school's LiveKit settings. Sessions are stored in UTC, generated from the class's local dates, times and
 * weekdays in the school's time zone.
 */
export default `
      create table live_settings (
        id_site int primary key references sites (id) on delete cascade,
        url text not null default '',
        api_key text not null default '',
        api_secret text not null default '',
        updated_at timestamptz not null default now()
      );

      create table live_classes (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        kind text not null check (kind in ('class', 'meeting')),
        name text not null,
        id_group int,
        id_teacher int not null,
        id_attendant int,
        start_date text not null check (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        end_date text not null check (end_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        start_time text not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        end_time text not null check (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        weekdays int[] not null default '{}',
        recurring boolean not null default true,
        room text not null default '',
        host_video boolean not null default true,
        participant_video boolean not null default true,
        ding_dong boolean not null default false,
        passcode text not null default '',
        locked boolean not null default false,
        meeting_url text not null default '',
        status text not null default 'active' check (status in ('active', 'canceled')),
        created_by int,
        created_at timestamptz not null default now(),
        check (end_date >= start_date),
        check (end_time > start_time),
        unique (id_site, id),
        foreign key (id_site, id_group) references user_groups (id_site, id) on delete set null (id_group),
        foreign key (id_site, id_teacher) references users (id_site, id) on delete cascade,
        foreign key (id_site, id_attendant) references users (id_site, id) on delete set null (id_attendant)
      );
      create index live_classes_site on live_classes (id_site, id desc);

      create table live_class_members (
        id_site int not null,
        id_class int not null,
        id_user int not null,
        primary key (id_class, id_user),
        foreign key (id_site, id_class) references live_classes (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index live_class_members_user on live_class_members (id_site, id_user);

      create table live_sessions (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_class int not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        status text not null default 'scheduled' check (status in ('scheduled', 'canceled')),
        room_name text not null unique,
        finished_at timestamptz,
        check (ends_at > starts_at),
        unique (id_site, id),
        foreign key (id_site, id_class) references live_classes (id_site, id) on delete cascade
      );
      create index live_sessions_class on live_sessions (id_site, id_class, starts_at);
      create index live_sessions_time on live_sessions (id_site, starts_at);

      create table live_attendance (
        id_site int not null,
        id_session int not null,
        id_user int not null,
        first_joined_at timestamptz,
        last_left_at timestamptz,
        source text not null check (source in ('video', 'click')),
        corrected_status text check (corrected_status in ('onTime', 'late', 'absent')),
        correction_reason text,
        corrected_by int,
        corrected_at timestamptz,
        primary key (id_session, id_user),
        foreign key (id_site, id_session) references live_sessions (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );

      create table live_attendance_log (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_session int not null,
        id_user int not null,
        status text not null,
        reason text not null,
        id_editor int not null,
        created_at timestamptz not null default now(),
        foreign key (id_site, id_session) references live_sessions (id_site, id) on delete cascade
      );

      create table live_events (
        id_site int not null references sites (id) on delete cascade,
        event_id text not null,
        received_at timestamptz not null default now(),
        primary key (id_site, event_id)
      )
`;
