/**
 * Activation codes: batches of printed codes, each code good for a number of uses until an expiry; a use
 * enrols the learner in the batch's courses (or its package's). Codes are unique in a school whatever their
 * case; a learner uses a code once; failed redemptions are counted to slow guessing.
 */
export default `
      create table active_code_batches (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        prefix text not null default '',
        length int not null check (length between 4 and 32),
        uses_per_code int not null check (uses_per_code >= 1),
        expires_at timestamptz,
        id_package int,
        created_by int,
        created_at timestamptz not null default now(),
        unique (id_site, id),
        foreign key (id_site, id_package) references course_packages (id_site, id) on delete set null (id_package),
        foreign key (id_site, created_by) references users (id_site, id) on delete set null (created_by)
      );
      create index active_code_batches_site on active_code_batches (id_site, id desc);

      create table active_code_batch_courses (
        id_site int not null,
        id_batch int not null,
        id_course int not null,
        position int not null default 0,
        primary key (id_batch, id_course),
        foreign key (id_site, id_batch) references active_code_batches (id_site, id) on delete cascade,
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade
      );

      create table active_codes (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_batch int not null,
        code text not null check (code = upper(code) and length(code) between 4 and 60),
        uses int not null default 0 check (uses >= 0),
        last_used_by int,
        last_used_at timestamptz,
        unique (id_site, id),
        foreign key (id_site, id_batch) references active_code_batches (id_site, id) on delete cascade,
        foreign key (id_site, last_used_by) references users (id_site, id) on delete set null (last_used_by)
      );
      create unique index active_codes_code on active_codes (id_site, upper(code));
      create index active_codes_batch on active_codes (id_batch, id);
      create index active_codes_site on active_codes (id_site, id desc);

      create table active_code_uses (
        id serial primary key,
        id_site int not null,
        id_code int not null,
        id_user int not null,
        used_at timestamptz not null default now(),
        unique (id_code, id_user),
        foreign key (id_site, id_code) references active_codes (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index active_code_uses_user on active_code_uses (id_user);

      create table active_code_attempts (
        id serial primary key,
        id_site int not null,
        id_user int not null,
        success boolean not null default false,
        created_at timestamptz not null default now(),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index active_code_failures on active_code_attempts (id_user, created_at) where not success
`;
