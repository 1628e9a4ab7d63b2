import { FOLD_FROM, FOLD_TO } from '../search-fold';

/**
 * People are searched by one key: name, username, email and phone, lower-cased and with Latin diacritics
 * folded (Vietnamese tone and vowel marks, đ → d), so "nguyen" finds "Nguyễn" as Vietnamese users type it
 * without marks. A keyword goes through the same function, so both sides fold alike whatever the locale; one
 * LIKE on a stored key also costs far less than ILIKE on four columns, and one trigram index serves it.
 */
export default `
      create function saola_search_fold(value text) returns text language sql immutable parallel safe
        as $$ select lower(translate(value, '${FOLD_FROM}', '${FOLD_TO}')) $$;
      alter table users add column search_key text generated always as (saola_search_fold(
        full_name || chr(10) || username || chr(10) || coalesce(email, '') || chr(10) || coalesce(phone, ''))) stored;
      create index users_search_key_trgm on users using gin (search_key gin_trgm_ops);
      drop index users_full_name_trgm;
      drop index users_username_trgm;
      drop index users_email_trgm;
      drop index users_phone_trgm
`;
