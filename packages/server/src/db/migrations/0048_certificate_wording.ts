/**
 * A certificate template's title and body per language ({"lo": {"title": …, "body": …}}): a learner's
 * certificate is worded in her language where the school wrote it, else in the template's own text.
 */
export default `
      alter table certificate_templates add column translations jsonb not null default '{}'::jsonb
`;
