/**
 * The school's catalogs (issue 20): subjects, class levels and departments (majors), and each subject's
 * transcript columns (name and score factor; a subject's columns go with it). A name is unique in a
 * school whatever its case, and so is a non-empty code; the server checks first to answer a field error, and
 * these indexes settle a race between two saves.
 */
export default `
      create table subjects (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        code text not null default '',
        description text not null default '',
        sort_order int not null default 0 check (sort_order >= 0),
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create unique index subjects_name on subjects (id_site, lower(name));
      create unique index subjects_code on subjects (id_site, lower(code)) where code <> '';

      create table class_levels (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        school_level text not null
          check (school_level in ('primary', 'lowerSecondary', 'upperSecondary', 'university', 'other')),
        sort_order int not null default 0 check (sort_order >= 0),
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create unique index class_levels_name on class_levels (id_site, lower(name));

      create table departments (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        code text not null default '',
        description text not null default '',
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create unique index departments_name on departments (id_site, lower(name));
      create unique index departments_code on departments (id_site, lower(code)) where code <> '';

      create table transcript_columns (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_subject int not null,
        position int not null check (position >= 0),
        name text not null,
        factor int not null check (factor between 1 and 3),
        unique (id_site, id),
        unique (id_subject, position),
        foreign key (id_site, id_subject) references subjects (id_site, id) on delete cascade
      );
      create unique index transcript_columns_name on transcript_columns (id_subject, lower(name))
`;
