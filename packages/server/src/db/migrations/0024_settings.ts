/**
 * Issue 21, the school's settings and the doors in: the information and security settings the sites table did
 * not have yet (contact, time zone, default language, how learners and members register, reCAPTCHA), the
 * history of every settings change (who, when, what), the mail server and the mail templates per event and
 * language, and the one-time codes of sign-up by phone and of password recovery, with the requests log the
 * recovery's rate limits count.
 */
export default `
      alter table sites
        add column contact_email text,
        add column contact_phone text,
        add column contact_address text,
        add column time_zone text not null default 'Asia/Ho_Chi_Minh',
        add column default_locale text not null default 'vi' check (default_locale in ('vi', 'en', 'lo')),
        add column learner_registration text not null default 'automatic'
          check (learner_registration in ('automatic', 'phone', 'closed')),
        add column member_moderation boolean not null default false,
        add column recaptcha_site_key text,
        add column recaptcha_secret text;

      create table setting_changes (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        section text not null,
        id_user int,
        changes jsonb not null,
        created_at timestamptz not null,
        unique (id_site, id),
        foreign key (id_site, id_user) references users (id_site, id) on delete set null (id_user)
      );
      create index setting_changes_site on setting_changes (id_site, id desc);

      create table mail_settings (
        id_site int primary key references sites (id) on delete cascade,
        host text not null default '',
        port int not null default 587 check (port between 1 and 65535),
        security text not null default 'starttls' check (security in ('none', 'starttls', 'tls')),
        username text not null default '',
        password text not null default '',
        from_name text not null default '',
        from_address text not null default '',
        updated_at timestamptz not null
      );

      create table mail_templates (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        event text not null check (event in ('welcome', 'passwordReset', 'orderPaid', 'examReminder')),
        locale text not null check (locale in ('vi', 'en', 'lo')),
        subject text not null,
        body text not null,
        updated_at timestamptz not null,
        unique (id_site, id),
        unique (id_site, event, locale)
      );

      create table account_codes (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_user int not null,
        purpose text not null check (purpose in ('verifyPhone', 'resetPassword')),
        channel text not null check (channel in ('mail', 'phone')),
        secret_hash text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        wrong_codes int not null default 0,
        unique (id_site, id),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index account_codes_user on account_codes (id_user, purpose, created_at desc);
      create index account_codes_secret on account_codes (secret_hash);

      create table account_requests (
        id bigserial primary key,
        id_site int not null references sites (id) on delete cascade,
        kind text not null,
        ip text not null,
        identifier text not null,
        created_at timestamptz not null
      );
      create index account_requests_ip on account_requests (id_site, kind, ip, created_at);
      create index account_requests_identifier on account_requests (id_site, kind, identifier, created_at)
`;
