/** The hourly sweep deletes sign-in attempts by age: an index on it keeps that from reading the whole table. */
export default `
      create index sign_in_attempts_age on sign_in_attempts (created_at)
`;
