/**
 * Approval independence (issue 32): who appointed a unit's manager and a flow step's approver, and when, so a
 * self-appointment made the same school day never decides a request; and who registered a member waiting for
 * censorship, so the requester never censors her by hand. The appointer is a record, not a link: it goes null
 * with her account.
 */
export default `
      alter table units add column manager_appointed_by int;
      alter table units add column manager_appointed_at timestamptz;
      alter table units add foreign key (id_site, manager_appointed_by) references users (id_site, id)
        on delete set null (manager_appointed_by);

      alter table approve_flow_steps add column appointed_by int;
      alter table approve_flow_steps add column appointed_at timestamptz;
      alter table approve_flow_steps add foreign key (id_site, appointed_by) references users (id_site, id)
        on delete set null (appointed_by);

      alter table users add column id_registered_by int;
      alter table users add foreign key (id_site, id_registered_by) references users (id_site, id)
        on delete set null (id_registered_by)
`;
