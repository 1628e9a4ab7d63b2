/**
 * Every table but `sites` carries id_site, and every reference between site rows is a composite foreign key
 * on (id_site, id): the database itself refuses a row that points into another school.
 */
export default `
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
