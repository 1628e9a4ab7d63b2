/**
 * The school's content: posts with their categories (shown to visitors at /p/{slug} once published), folders
 * of the file library, who a library file is shared with (user groups, courses), and the library's quota.
 */
export default `
      create table post_categories (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create unique index post_categories_name on post_categories (id_site, lower(name));

      create table posts (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_category int,
        id_author int,
        title text not null,
        slug text not null,
        description text not null default '',
        cover_url text,
        body text not null default '',
        locale text not null default 'vi' check (locale in ('vi', 'en', 'lo')),
        status text not null default 'draft' check (status in ('draft', 'published')),
        published_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (id_site, id),
        unique (id_site, slug),
        check (status = 'draft' or published_at is not null),
        foreign key (id_site, id_category) references post_categories (id_site, id) on delete set null (id_category),
        foreign key (id_site, id_author) references users (id_site, id) on delete set null (id_author)
      );
      create index posts_site_created on posts (id_site, created_at desc, id desc);
      create index posts_public on posts (id_site, published_at desc) where status = 'published';

      create table file_categories (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create unique index file_categories_name on file_categories (id_site, lower(name));

      alter table files add column id_category int;
      alter table files add foreign key (id_site, id_category)
        references file_categories (id_site, id) on delete set null (id_category);

      create table file_group_shares (
        id_site int not null,
        id_file int not null,
        id_group int not null,
        primary key (id_file, id_group),
        foreign key (id_site, id_file) references files (id_site, id) on delete cascade,
        foreign key (id_site, id_group) references user_groups (id_site, id) on delete cascade
      );
      create index file_group_shares_group on file_group_shares (id_group);

      create table file_course_shares (
        id_site int not null,
        id_file int not null,
        id_course int not null,
        primary key (id_file, id_course),
        foreign key (id_site, id_file) references files (id_site, id) on delete cascade,
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade
      );
      create index file_course_shares_course on file_course_shares (id_course);

      create table landing_pages (
        id_site int not null references sites (id) on delete cascade,
        locale text not null check (locale in ('vi', 'en', 'lo')),
        design smallint not null default 1 check (design between 1 and 3),
        draft jsonb not null,
        published jsonb,
        published_at timestamptz,
        updated_at timestamptz not null default now(),
        primary key (id_site, locale)
      );

      alter table sites add column library_quota bigint not null default 10737418240 check (library_quota >= 0)
`;
