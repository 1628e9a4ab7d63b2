import { FOLD_FROM, FOLD_TO } from '../search-fold';

/**
 * Folding is what inserting a person costs most on the embedded database: translate() walks its 400 marked
 * letters for every character of the name, username, email and phone, and a 100,000-learner import spent
 * most of its time there. Text with no byte above ASCII has nothing to fold but case, so it skips the walk;
 * and the people key folds each of its four parts alone, so a Vietnamese name no longer sends the ASCII
 * username, email and phone through the walk with it. The folded text is the same as before, character for
 * character (translate and lower work per character), so the keys of orders and certificates stay valid.
 */
export default `
      create or replace function saola_search_fold(value text) returns text language sql immutable parallel safe
        as $$ select case when octet_length(value) = char_length(value) then lower(value)
          else lower(translate(value, '${FOLD_FROM}', '${FOLD_TO}')) end $$;
      alter table users drop column search_key;
      alter table users add column search_key text generated always as (
        saola_search_fold(full_name) || chr(10) || saola_search_fold(username) || chr(10) ||
        saola_search_fold(coalesce(email, '')) || chr(10) || saola_search_fold(coalesce(phone, ''))) stored;
      create index users_search_key_trgm on users using gin (search_key gin_trgm_ops)
`;
