/**
 * An account whose password someone else chose in bulk (an import) must choose its own at first sign-in:
 * until then its session reaches only the profile, to change the password, and sign-out.
 */
export default `
      alter table users add column must_change_password boolean not null default false
`;
