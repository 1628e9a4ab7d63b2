/**
 * Observers (class attendants, issue 17) and SPEC §6's contact setting. An observer is an account of its own
 * kind (id_type 5): it watches the classes listed in `monitor_groups`, read-only. The site's
 * `teachers_see_contacts` says whether every teacher sees learners' and members' emails and phones (the
 * default, as before) or only the owner does; the server masks them for everyone else.
 */
export default `
      alter table users drop constraint users_id_type_check;
      alter table users add constraint users_id_type_check check (id_type between 1 and 5);

      create table monitor_groups (
        id_site int not null,
        id_user int not null,
        id_group int not null,
        primary key (id_user, id_group),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade,
        foreign key (id_site, id_group) references user_groups (id_site, id) on delete cascade
      );
      create index monitor_groups_group on monitor_groups (id_site, id_group);

      alter table sites add column teachers_see_contacts boolean not null default true
`;
