/**
 * A school with no mail server keeps the mails it would have sent (issue 33 item 8): the owner reads them in the
 * admin area instead of their being dropped. Only the newest few hundred per school are kept (settings/outbox.ts).
 */
export default `
      create table mail_outbox (
        id bigserial primary key,
        id_site int not null references sites(id) on delete cascade,
        recipient text not null,
        subject text not null,
        html text not null,
        created_at timestamptz not null default now()
      );
      create index mail_outbox_site_newest on mail_outbox (id_site, id desc)
`;
