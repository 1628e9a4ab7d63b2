/**
 * Certificates (issue 20): the school's template, the courses that award it, the certificates issued (one per
 * learner and award: a course, later a passed exam), and the public check's wrong-code log per address.
 */
export default `
      create table certificate_templates (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        title text not null,
        body text not null default '',
        signer_name text not null default '',
        signer_title text not null default '',
        id_background int,
        layout jsonb not null,
        all_courses boolean not null default false,
        updated_at timestamptz not null default now(),
        unique (id_site),
        unique (id_site, id),
        foreign key (id_site, id_background) references files (id_site, id) on delete set null (id_background)
      );

      create table certificate_template_courses (
        id_site int not null,
        id_template int not null,
        id_course int not null,
        primary key (id_template, id_course),
        foreign key (id_site, id_template) references certificate_templates (id_site, id) on delete cascade,
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade
      );
      create index certificate_template_courses_course on certificate_template_courses (id_site, id_course);

      create table certificates (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_user int not null,
        id_course int,
        award_key text not null,
        code text not null unique,
        learner_name text not null,
        course_name text not null,
        issued_at timestamptz not null,
        issued_by int,
        revoked_at timestamptz,
        revoked_by int,
        revoke_reason text,
        unique (id_site, id),
        unique (id_site, id_user, award_key),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade,
        foreign key (id_site, id_course) references courses (id_site, id) on delete set null (id_course)
      );
      create index certificates_site on certificates (id_site, issued_at desc, id desc);
      create index certificates_user on certificates (id_site, id_user, issued_at desc);

      create table certificate_lookups (
        id bigserial primary key,
        id_site int not null references sites (id) on delete cascade,
        ip text not null,
        created_at timestamptz not null
      );
      create index certificate_lookups_ip on certificate_lookups (id_site, ip, created_at)
`;
