import type { ExportModule, SelectOption } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { mapData } from '@saola/core/http';
import type { ReactNode } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { Select } from '../../../ui/select/select';
import type { InPlace } from '../../kit/in-place';
import type { ListRow } from '../../kit/resource';
import { type ResourceColumn, ResourceList } from '../../kit/resource-list';

/** Whose records a screen shows: a class (its students to choose from) or one student. */
export type Whose = { idGroup: number; idUser?: never } | { idUser: number; idGroup?: never };

/** The class's or the student's name, and the students a new record may be for. */
function useWhose(whose: Whose) {
  return useReply(
    async (api) => {
      if (whose.idGroup !== undefined) {
        return mapData(await api.userGroup.get({ id: whose.idGroup }), (group) => ({
          name: group.name,
          students: group.students.map((s): SelectOption => ({ id: s.id, text: s.fullName })),
        }));
      }
      return mapData(await api.student.get({ id: whose.idUser }), (student) => ({
        name: student.fullName,
        students: [{ id: student.id, text: student.fullName }] as SelectOption[],
      }));
    },
    [whose.idGroup, whose.idUser],
  );
}

type RecordArea = 'scoreRecord' | 'noteRecord';
/** A record's form as far as its student goes. */
interface ChoosesStudent {
  values: { idUser: number | null };
  errors: { idUser?: string | undefined };
  set: (name: 'idUser', value: number | null) => void;
}
type StudentRow = { idUser: number; studentName: string; creatorName: string | null; createdAt: string };

export interface StudentRecordsProps<K extends RecordArea, T extends Record<string, unknown>> {
  area: K;
  /** The class whose students' records are shown… */
  idGroup?: number | undefined;
  /** …or the one student's. */
  idUser?: number | undefined;
  /** The heading, from the class's or the student's name. */
  title: (name: string) => string;
  empty: string;
  addLabel: string;
  /** Where one student's records of this kind are listed (a class's list links each student there). */
  studentPath: (idUser: number) => string;
  /** The kind's own columns, between the student and the teacher who wrote the record. */
  columns: ReadonlyArray<ResourceColumn<ListRow<K>>>;
  /** Its dialog, whose fields start with `studentField` (the student to choose in a class, none for one). */
  inPlace: (whose: Whose, studentField: (form: ChoosesStudent) => ReactNode) => InPlace<K, T>;
  /** The export job of this kind of record, when it has one: the list's class or student and keyword. */
  exportModule?: ExportModule | undefined;
  onNavigate?: ((to: string) => void) | undefined;
}

/**
 * A kind of record teachers keep on students (scores, remarks), of a class's students or of one student: the
 * list with the student (in a class) and who wrote each record when, added and edited in a dialog by those
 * with the kind's right, deleted several at a time.
 */
export function StudentRecords<K extends RecordArea, T extends Record<string, unknown>>(
  props: StudentRecordsProps<K, T>,
) {
  const t = useT();
  const go = useNavigateTo(props.onNavigate);
  const whose: Whose =
    props.idGroup !== undefined ? { idGroup: props.idGroup } : { idUser: props.idUser ?? 0 };
  const owner = useWhose(whose);
  if (owner.failure) return <LoadFailed failure={owner.failure} onRetry={owner.reload} />;
  if (!owner.data) return <Spinner />;
  const { students } = owner.data;
  const row = (r: ListRow<K>) => r as unknown as StudentRow;
  const student: ResourceColumn<ListRow<K>> = {
    key: 'student',
    header: t('records.student'),
    sort: 'student',
    cell: (r) => (
      <a
        href={props.studentPath(row(r).idUser)}
        onClick={(event) => {
          event.preventDefault();
          go(props.studentPath(row(r).idUser));
        }}
        className="font-medium text-brand-700 hover:underline"
      >
        {row(r).studentName}
      </a>
    ),
  };
  return (
    <ResourceList<K, T>
      area={props.area}
      title={props.title(owner.data.name)}
      addLabel={props.addLabel}
      empty={props.empty}
      fixed={whose as never}
      onNavigate={props.onNavigate}
      {...(props.exportModule ? { exportModule: props.exportModule } : {})}
      columns={[
        ...(whose.idGroup !== undefined ? [student] : []),
        ...props.columns,
        { key: 'teacher', header: t('records.teacher'), cell: (r) => row(r).creatorName ?? '—' },
        {
          key: 'createdAt',
          header: t('records.writtenOn'),
          sort: 'createdAt',
          cell: (r) => displayDate(row(r).createdAt),
        },
      ]}
      inPlace={props.inPlace(whose, (form) =>
        whose.idGroup === undefined ? null : (
          <Select
            label={t('records.student')}
            name="idUser"
            required
            options={students}
            value={students.find((s) => Number(s.id) === form.values.idUser) ?? null}
            onChange={(option) => form.set('idUser', option ? Number(option.id) : null)}
            error={form.errors.idUser}
          />
        ),
      )}
    />
  );
}
