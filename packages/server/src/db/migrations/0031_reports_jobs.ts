/**
 * The school's import and export jobs (issue 23): who started which, its state and progress, the file it
 * read or wrote and the rows it refused. A job is held by one server process under a lease it renews while it
 * works, as a video's transcode is (0021): several processes share one PostgreSQL, a job runs in one of them,
 * and a process takes over only a job whose lease has run out. The files live in the row (bytea), so any
 * process can serve a result whatever disk or bucket it has; an export is capped in rows, an import in bytes.
 */
export default `
      create table data_jobs (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_user int not null,
        direction text not null check (direction in ('export', 'import')),
        module text not null,
        file_name text not null,
        params jsonb not null default '{}',
        input bytea,
        status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed', 'cancelled')),
        progress int not null default 0 check (progress between 0 and 100),
        total_rows int,
        done_rows int not null default 0,
        error_rows int not null default 0,
        row_errors jsonb not null default '[]',
        result bytea,
        result_name text,
        error_key text,
        attempts int not null default 0,
        processing_owner text,
        processing_until timestamptz,
        created_at timestamptz not null default now(),
        started_at timestamptz,
        finished_at timestamptz,
        unique (id_site, id),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index data_jobs_list on data_jobs (id_site, direction, id desc);
      create index data_jobs_due on data_jobs (id) where status in ('queued', 'running')
`;
