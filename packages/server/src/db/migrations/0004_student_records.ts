/** What a school records of a student beyond the account: where they study, and how they joined. */
export default `
      alter table users
        add column class_level text,
        add column school_level text,
        add column school_year text,
        add column semester text,
        add column student_kind text not null default 'registered' check (student_kind in ('registered', 'retail'));
      create index users_site_students on users (id_site, student_kind, id) where id_type = 4
`;
