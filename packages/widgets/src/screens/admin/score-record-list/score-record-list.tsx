import { scoreRecordPayload } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { TextField } from '../../../ui/text-field/text-field';
import { StudentRecords } from '../shared/student-records';

export interface ScoreRecordListProps {
  /** The class whose students' scores are shown… */
  idGroup?: number | undefined;
  /** …or the one student's. */
  idUser?: number | undefined;
  onNavigate?: (to: string) => void;
}

/** Scores of a class's students or of one student: subject, score, factor, term, note; add, edit, delete. */
export function ScoreRecordList(props: ScoreRecordListProps) {
  const t = useT();
  const { number } = useFormat();
  return (
    <StudentRecords
      {...props}
      area="scoreRecord"
      exportModule="score"
      title={(name) => t('records.scoresOf', { name })}
      empty={t('records.noScores')}
      addLabel={t('records.addScore')}
      studentPath={(idUser) => pathTo('studentScoreRecords', { id: idUser })}
      columns={[
        { key: 'subject', header: t('records.subject'), sort: 'subject', cell: (r) => r.subject },
        { key: 'score', header: t('records.score'), cell: (r) => number(r.score) },
        { key: 'factor', header: t('records.factor'), cell: (r) => number(r.factor) },
        { key: 'term', header: t('records.term'), cell: (r) => r.term ?? '—' },
        { key: 'note', header: t('records.note'), cell: (r) => r.note || '—' },
      ]}
      inPlace={(whose, studentField) => ({
        addTitle: t('records.addScore'),
        editTitle: t('records.editScore'),
        nameOf: (r) => `${r.studentName} · ${r.subject}`,
        initial: (r) => ({
          idUser: r?.idUser ?? whose.idUser ?? (null as number | null),
          idGroup: whose.idGroup ?? null,
          subject: r?.subject ?? '',
          score: r?.score as number | undefined,
          factor: (r?.factor ?? 1) as number | undefined,
          term: r?.term ?? '',
          note: r?.note ?? '',
        }),
        struct: scoreRecordPayload,
        fields: (form) => (
          <>
            {studentField(form)}
            <TextField label={t('records.subject')} required maxLength={100} {...form.field('subject')} />
            <div className="grid grid-cols-2 gap-4">
              <TextField
                type="number"
                label={t('records.score')}
                required
                min={0}
                step={0.25}
                {...form.field('score')}
              />
              <TextField
                type="number"
                label={t('records.factor')}
                required
                min={0.01}
                step={0.5}
                {...form.field('factor')}
              />
            </div>
            <TextField label={t('records.term')} maxLength={50} {...form.field('term')} />
            <TextField label={t('records.note')} maxLength={1000} {...form.field('note')} />
          </>
        ),
      })}
    />
  );
}
