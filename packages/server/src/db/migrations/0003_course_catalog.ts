/** What a course says about itself, where it is filed, what it costs and how its lessons open. */
export default `
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
