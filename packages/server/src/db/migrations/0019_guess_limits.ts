/**
 * Activation codes and coupons are both codes a user may guess: one table counts the guesses of either kind,
 * and the hourly sweep forgets them once no window reads them (they were kept for ever).
 */
export default `
      alter table active_code_attempts rename to guess_attempts;
      alter table guess_attempts add column kind text not null default 'activeCode' check (kind in ('activeCode', 'coupon'));
      alter table guess_attempts alter column kind drop default;
      drop index active_code_failures;
      create index guess_failures on guess_attempts (id_user, kind, created_at) where not success;
      create index guess_attempts_age on guess_attempts (created_at)
`;
