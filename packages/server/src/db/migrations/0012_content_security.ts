/**
 * Content security: whether anyone may read a file (images uploaded as avatars, covers or logos, and the
 * images kept before, whose URLs pages already hold) or only holders of a signed URL; the type each file kept
 * before is served as, from its checked extension instead of what its uploader declared; and the upload
 * tickets of the last hour, counted per user across server processes.
 */
export default `
      alter table files add column is_public boolean not null default false;
      update files set is_public = true where type = 'image';
      update files set content_type = case lower(substring(storage_key from '\\.([A-Za-z0-9]+)$'))
          when 'jpg' then 'image/jpeg' when 'jpeg' then 'image/jpeg' when 'png' then 'image/png'
          when 'mp4' then 'video/mp4' when 'm4v' then 'video/mp4' when 'mov' then 'video/quicktime'
          when 'webm' then 'video/webm' when 'mp3' then 'audio/mpeg' when 'm4a' then 'audio/mp4'
          when 'wav' then 'audio/wav' when 'ogg' then 'audio/ogg' when 'pdf' then 'application/pdf'
          when 'doc' then 'application/msword'
          when 'docx' then 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
          when 'xls' then 'application/vnd.ms-excel'
          when 'xlsx' then 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          when 'ppt' then 'application/vnd.ms-powerpoint'
          when 'pptx' then 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
          when 'txt' then 'text/plain' when 'csv' then 'text/csv' when 'zip' then 'application/zip'
          else 'application/octet-stream' end
        where storage_key is not null;
      create table upload_tickets (
        id bigserial primary key,
        id_site int not null references sites (id) on delete cascade,
        id_user int not null,
        granted_at timestamptz not null
      );
      create index upload_tickets_user on upload_tickets (id_site, id_user, granted_at)
`;
