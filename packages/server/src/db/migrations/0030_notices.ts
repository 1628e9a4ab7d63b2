/**
 * Issue 21, the school's notices: besides everyone, groups and chosen people, a notice may go to units (with
 * their sub-units) and to the learners of courses; besides the inbox it may also go by mail (the school's mail
 * setting) and by SMS. What each channel delivered is counted on the notice, and when each person was mailed
 * or texted is kept on the delivery, so a repeated sending never mails or texts anyone twice.
 *
 * The school's own domain: the one asked for waits, with a token, until a DNS TXT record proves the school
 * holds it (then it becomes "domain", the address the site is found by). The school's service package:
 * its plan, limits and expiry, set by the platform and shown to the school. Its tracking ids (Google
 * Analytics, Tag Manager, Facebook Pixel), written into the public pages only.
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
      create index user_notifications_read on user_notifications (id_notification) where read_at is not null;
      alter table sites
        add column domain_requested text,
        add column domain_token text,
        add column domain_status text not null default 'none'
          check (domain_status in ('none', 'pending', 'verified', 'failed')),
        add column domain_checked_at timestamptz,
        add column service_plan text not null default 'basic' check (service_plan in ('basic', 'standard', 'premium')),
        add column learner_limit int check (learner_limit is null or learner_limit >= 0),
        add column course_limit int check (course_limit is null or course_limit >= 0),
        add column service_expires_at timestamptz,
        add column ga_measurement_id text,
        add column gtm_container_id text,
        add column fb_pixel_id text
`;
