/**
 * An exam may show each learner her answers beside the correct ones once its window has closed (never
 * before: others may still be taking it). Off by default, as exams were until now.
 */
export default `
      alter table exams add column show_answers boolean not null default false
`;
