/**
 * Staff and rights: a teacher may be in several permission groups and hold rights of her own; each group has
 * a data scope (the school's records or only one's own); every change staff make is written to an
 * append-only log. Student groups become classes: a class level, a school year and a homeroom teacher,
 * and students get score records and dated note records. The single `users.id_right_group` moves into the membership table and goes away, so there
 * is one place a teacher's groups are read from.
 */
export default `
      alter table right_groups
        add column scope text not null default 'personal' check (scope in ('school', 'personal')),
        add column created_at timestamptz not null default now();

      create table user_right_groups (
        id_site int not null,
        id_user int not null,
        id_group int not null,
        primary key (id_user, id_group),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade,
        foreign key (id_site, id_group) references right_groups (id_site, id) on delete cascade
      );
      create index user_right_groups_group on user_right_groups (id_group);

      insert into user_right_groups (id_site, id_user, id_group)
        select id_site, id, id_right_group from users where id_right_group is not null;

      alter table users drop column id_right_group;

      alter table users
        add column rights text[] not null default '{}',
        add column alias text;

      create table staff_logs (
        id bigserial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_actor int,
        actor_name text,
        action text not null check (action in ('add', 'edit', 'delete', 'refused')),
        entity text not null,
        id_entity int,
        entity_name text,
        before jsonb,
        after jsonb,
        created_at timestamptz not null default now(),
        foreign key (id_site, id_actor) references users (id_site, id) on delete set null (id_actor)
      );
      create index staff_logs_site on staff_logs (id_site, id desc);

      alter table user_groups
        add column class_level text,
        add column school_year text,
        add column id_homeroom_teacher int,
        add foreign key (id_site, id_homeroom_teacher) references users (id_site, id)
          on delete set null (id_homeroom_teacher);
      create index user_groups_site on user_groups (id_site, id desc);
      create index user_groups_homeroom on user_groups (id_site, id_homeroom_teacher);
      create index user_group_members_user on user_group_members (id_user);

      create table score_records (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_user int not null,
        id_group int,
        subject text not null,
        score numeric(6, 2) not null check (score >= 0),
        factor numeric(4, 2) not null default 1 check (factor > 0),
        term text,
        note text not null default '',
        id_creator int,
        created_at timestamptz not null default now(),
        unique (id_site, id),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade,
        foreign key (id_site, id_group) references user_groups (id_site, id) on delete set null (id_group),
        foreign key (id_site, id_creator) references users (id_site, id) on delete set null (id_creator)
      );
      create index score_records_user on score_records (id_site, id_user, id desc);
      create index score_records_group on score_records (id_site, id_group, id desc);

      create table note_records (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_user int not null,
        id_group int,
        noted_on date not null,
        content text not null,
        id_creator int,
        created_at timestamptz not null default now(),
        unique (id_site, id),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade,
        foreign key (id_site, id_group) references user_groups (id_site, id) on delete set null (id_group),
        foreign key (id_site, id_creator) references users (id_site, id) on delete set null (id_creator)
      );
      create index note_records_user on note_records (id_site, id_user, id desc);
      create index note_records_group on note_records (id_site, id_group, id desc)
`;
