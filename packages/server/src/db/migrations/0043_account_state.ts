/**
 * An account is active only once its registration is approved (policy/account-state): the database holds the
 * rule too, so no path that forgets the state machine can let a waiting or refused member sign in, and every
 * check that reads `status = 'active'` (sessions, sign-in links, recovery) means "approved and active".
 * Members a form activated around their approval before this rule go back to waiting, and lose their sessions
 * with it (a session needs an active account).
 */
export default `
      update users set status = 'inactive' where status = 'active' and censorship <> 'approved';
      alter table users add constraint users_active_approved check (status = 'inactive' or censorship = 'approved')
`;
