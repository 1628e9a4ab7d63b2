/**
 * Issue 21, the school's notices: besides everyone, groups and chosen people, a notice may go to units (with
 * their sub-units) and to the learners of courses; besides the inbox it may also go by mail (the school's mail
 * setting) and by SMS. What each channel delivered is counted on the notice, and when each person was mailed
 * or texted is kept on the delivery, so a repeated sending never mails or texts anyone twice.
 */
export default `
      alter table notifications drop constraint if exists notifications_recipient_kind_check;
      alter table notifications add constraint notifications_recipient_kind_check
        check (recipient_kind in ('all', 'groups', 'users', 'units', 'courses'));
      alter table notifications
        add column by_mail boolean not null default false,
        add column by_sms boolean not null default false,
        add column mailed int not null default 0,
        add column texted int not null default 0;
      alter table user_notifications
        add column mailed_at timestamptz,
        add column texted_at timestamptz;
      create index user_notifications_read on user_notifications (id_notification) where read_at is not null
`;
