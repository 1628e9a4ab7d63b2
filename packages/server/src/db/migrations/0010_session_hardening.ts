/**
 * A sign-in code is what a `?accessToken=` link carries: made by a signed-in call, good for one exchange
 * within a minute, stored only as a hash. (The link used to carry the session's own bearer token, which then
 * sat in address bars, histories and request logs, and could be replayed for ever.)
 * A push device belongs to the session that registered it: once that session is signed out or revoked, the
 * device is no longer pushed to (it used to keep receiving a signed-out user's notifications).
 */
export default `
      create table sign_in_codes (
        id serial primary key,
        id_site int not null,
        id_user int not null,
        code_hash text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index sign_in_codes_expiry on sign_in_codes (expires_at);
      create index sign_in_failures_unknown on sign_in_attempts (id_site, lower(username), created_at)
        where id_user is null and reason = 'unknown-user';
      alter table fcm_devices add column id_session int references sessions (id) on delete cascade
`;
