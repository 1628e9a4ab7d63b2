/**
 * A video being transcoded is held by one server process under a lease it renews while it works: another
 * process (several share one PostgreSQL) takes it over only once the lease has run out, never while its holder
 * lives (at start-up every process re-queued every unfinished video, a live one's included).
 */
export default `
      alter table files add column processing_owner text;
      alter table files add column processing_until timestamptz;
      create index files_processing_lease on files (processing_until) where processing = 'running'
`;
