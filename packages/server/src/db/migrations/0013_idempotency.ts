/**
 * The reply to each signed-in POST that carried an Idempotency-Key, kept a day: a repeated key gets it back
 * instead of running the handler again. `reply` is null while the first request runs; `request` is a digest
 * of what the key was first sent with, so a key reused for another request is refused.
 */
export default `
      create table idempotency_keys (
        id_site int not null,
        id_user int not null,
        key text not null,
        request text not null,
        reply text,
        created_at timestamptz not null,
        primary key (id_site, id_user, key),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index idempotency_keys_created on idempotency_keys (created_at)
`;
