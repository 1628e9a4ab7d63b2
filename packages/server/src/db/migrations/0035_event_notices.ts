/**
 * Issue 21, the gaps: which events the school tells people about by which channel (sites.notify_events, one
 * object per event; the defaults below are what a school had before it chose), the notices those events
 * make (notifications.event names the event; the school's composed notices have none), and a text-message
 * gateway over HTTP (its API key sealed with the server's secret, like the mail password).
 */
export default `
      alter table sites
        add column notify_events jsonb not null default '{
          "enrolment": {"inApp": true, "push": true, "mail": false},
          "newLesson": {"inApp": true, "push": true, "mail": false},
          "exam": {"inApp": true, "push": true, "mail": false},
          "orderPaid": {"inApp": true, "push": true, "mail": true},
          "approval": {"inApp": true, "push": true, "mail": true}
        }'::jsonb,
        add column sms_provider text not null default 'log' check (sms_provider in ('log', 'http')),
        add column sms_url text,
        add column sms_api_key text,
        add column sms_sender text;
      alter table notifications add column event text
        check (event is null or event in ('enrolment', 'newLesson', 'exam', 'orderPaid', 'approval'))
`;
