/**
 * A member whose registration the school decides is told by mail (approved, or refused with its reason), in
 * templates the school may rewrite like the others: two more events for mail_templates.
 */
export default `
      alter table mail_templates drop constraint mail_templates_event_check;
      alter table mail_templates add constraint mail_templates_event_check check (event in (
        'welcome', 'passwordReset', 'orderPaid', 'examReminder', 'memberApproved', 'memberRefused'))
`;
