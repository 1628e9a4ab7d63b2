/**
 * What a learner's own client may not decide (issue 13). A player's report of a video's length is kept per
 * learner: it never becomes the lesson's length unless three learners' players agree. Watch time is budgeted
 * per learner, not per lesson: one clock row per learner says up to when their wall-clock time is spent.
 * A quiz attempt keeps the questions it was given (answers and points included) and is graded against them,
 * so an author's edit cannot void it: attempts started before take theirs from the questions that still
 * exist, and one left with none (and so scored 0 of 0) no longer counts as passed. "Show answers" becomes a
 * choice of when: the old "yes" meant after submitting, which now waits for the last attempt.
 */
export default `
      alter table lesson_progress add column claimed_duration real check (claimed_duration > 0);

      create table learner_watch_clocks (
        id_site int not null,
        id_user int primary key,
        spent_until timestamptz,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );

      alter table quiz_attempts add column questions jsonb not null default '[]';
      update quiz_attempts a set questions = coalesce((
        select jsonb_agg(jsonb_build_object(
            'id', q.id, 'kind', q.kind, 'prompt', q.prompt, 'correct', q.correct, 'match', q.match,
            'points', q.points,
            'options', coalesce((
              select jsonb_agg(o.option order by shown.n)
              from jsonb_array_elements_text(asked.item -> 'options') with ordinality shown(id, n)
              join jsonb_array_elements(q.options) o(option) on o.option ->> 'id' = shown.id
            ), '[]'::jsonb)
          ) order by asked.n)
        from jsonb_array_elements(a.question_order) with ordinality asked(item, n)
        join quiz_questions q on q.id = (asked.item ->> 'id')::int
      ), '[]'::jsonb);
      alter table quiz_attempts alter column questions drop default;
      alter table quiz_attempts drop column question_order;
      update quiz_attempts set passed = false where passed and max_score = 0;

      alter table course_lessons alter column show_answers drop default;
      alter table course_lessons alter column show_answers type text
        using case when show_answers then 'afterLastAttempt' else 'never' end;
      alter table course_lessons alter column show_answers set default 'afterLastAttempt';
      alter table course_lessons add constraint course_lessons_show_answers_check
        check (show_answers in ('never', 'afterLastAttempt', 'always'))
`;
