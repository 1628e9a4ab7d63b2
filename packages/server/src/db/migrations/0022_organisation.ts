/**
 * Organisation and approvals: units in a tree, positions, member groups, the organisation fields of a member
 * (a user of the school), approval flows with ordered steps, which request kind uses which flow, and the
 * approval requests with one decision per step.
 */
export default `
      create table units (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        id_parent int,
        id_manager int,
        can_view_other_reports boolean not null default false,
        requires_censorship boolean not null default false,
        created_at timestamptz not null default now(),
        unique (id_site, id),
        check (id_parent is null or id_parent <> id),
        foreign key (id_site, id_parent) references units (id_site, id),
        foreign key (id_site, id_manager) references users (id_site, id) on delete set null (id_manager)
      );
      create index units_site_parent on units (id_site, id_parent);
      create index units_site_manager on units (id_site, id_manager);

      create table positions (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        description text not null default '',
        position_group text not null default '',
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create index positions_site on positions (id_site, id desc);

      create table member_groups (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        name text not null,
        description text not null default '',
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create index member_groups_site on member_groups (id_site, id desc);

      alter table users add column id_unit int;
      alter table users add column id_position int;
      alter table users add column id_member_group int;
      alter table users add column censorship text not null default 'approved'
        check (censorship in ('pending', 'approved', 'cancelled'));
      alter table users add column censorship_note text;
      alter table users add constraint users_unit foreign key (id_site, id_unit)
        references units (id_site, id) on delete set null (id_unit);
      alter table users add constraint users_position foreign key (id_site, id_position)
        references positions (id_site, id) on delete set null (id_position);
      alter table users add constraint users_member_group foreign key (id_site, id_member_group)
        references member_groups (id_site, id) on delete set null (id_member_group);
      create index users_site_unit on users (id_site, id_unit);
      create index users_site_member_group on users (id_site, id_member_group);

      create table approve_flows (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        code text not null,
        name text not null,
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create unique index approve_flows_code on approve_flows (id_site, lower(code));

      create table approve_flow_steps (
        id_site int not null,
        id_flow int not null,
        position int not null check (position >= 0),
        name text not null,
        description text not null default '',
        approver_kind text not null check (approver_kind in ('user', 'unitManager')),
        id_user int,
        id_unit int,
        primary key (id_flow, position),
        check ((approver_kind = 'user' and id_user is not null) or (approver_kind = 'unitManager' and id_unit is not null)),
        foreign key (id_site, id_flow) references approve_flows (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id),
        foreign key (id_site, id_unit) references units (id_site, id)
      );

      create table approve_settings (
        id_site int not null references sites (id) on delete cascade,
        kind text not null check (kind in ('member', 'course')),
        id_flow int,
        primary key (id_site, kind),
        foreign key (id_site, id_flow) references approve_flows (id_site, id)
      );

      create table approval_requests (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        kind text not null check (kind in ('member', 'course')),
        id_flow int,
        flow_name text not null,
        steps jsonb not null,
        id_target int not null,
        target_name text not null,
        step int not null default 0 check (step >= 0),
        status smallint not null default 1 check (status in (1, 2, 3)),
        reason text,
        id_requester int,
        created_at timestamptz not null default now(),
        decided_at timestamptz,
        unique (id_site, id),
        foreign key (id_site, id_flow) references approve_flows (id_site, id) on delete set null (id_flow),
        foreign key (id_site, id_requester) references users (id_site, id) on delete set null (id_requester)
      );
      create index approval_requests_site on approval_requests (id_site, status, id desc);
      create unique index approval_requests_open on approval_requests (id_site, kind, id_target) where status = 1;

      create table approval_decisions (
        id serial primary key,
        id_site int not null,
        id_request int not null,
        step int not null,
        step_name text not null,
        id_user int,
        user_name text not null,
        status smallint not null check (status in (2, 3)),
        reason text,
        created_at timestamptz not null default now(),
        unique (id_request, step),
        foreign key (id_site, id_request) references approval_requests (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete set null (id_user)
      );
      create index approval_decisions_site on approval_decisions (id_site, id desc)
`;
