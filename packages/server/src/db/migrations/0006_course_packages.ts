/** Course packages: several courses offered together at one price. */
export default `
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
