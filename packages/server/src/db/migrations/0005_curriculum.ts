/** A course's curriculum: chapters in order, each holding lessons of one kind in order. */
export default `
      create table course_chapters (
        id serial primary key,
        id_site int not null,
        id_course int not null,
        title text not null,
        position int not null default 0,
        unique (id_site, id),
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade
      );
      create index course_chapters_course on course_chapters (id_course, position);

      alter table course_lessons
        add column id_chapter int,
        add column kind text not null default 'text' check (kind in ('video', 'youtube', 'document', 'text')),
        add column content text not null default '',
        add column youtube_id text,
        add column id_file int,
        add column is_trial boolean not null default false,
        add column seek_restricted boolean not null default false,
        add column completion_threshold int check (completion_threshold between 1 and 100),
        add foreign key (id_site, id_chapter) references course_chapters (id_site, id) on delete cascade,
        add foreign key (id_site, id_file) references files (id_site, id);
      create index course_lessons_chapter on course_lessons (id_chapter, position)
`;
