import {
  RIGHT_LABELS,
  STAFF_ACTIONS,
  STAFF_ENTITIES,
  type StaffAction,
  type StaffEntity,
  type StaffLogEntry,
} from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { isRight } from '@saola/core/http';
import type { TranslationKey } from '@saola/core/i18n';
import { useCallback, useMemo, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { DataTable } from '../../../ui/data-table/data-table';
import type { Load, TableQuery } from '../../../ui/data-table/use-data-table';
import { inputClass } from '../../../ui/field/field';

const ACTION_LABELS: Record<StaffAction, TranslationKey> = {
  add: 'staffLog.add',
  edit: 'staffLog.edit',
  delete: 'staffLog.delete',
  refused: 'staffLog.refused',
};
const ENTITY_LABELS: Record<StaffEntity, TranslationKey> = {
  teacher: 'staffLog.entityTeacher',
  rightGroup: 'staffLog.entityRightGroup',
  userGroup: 'staffLog.entityUserGroup',
  scoreRecord: 'staffLog.entityScoreRecord',
  noteRecord: 'staffLog.entityNoteRecord',
  monitor: 'monitor.entity',
};

/** The logged fields' names as a person reads them; a field not named here shows its own name. */
const FIELD_LABELS: Record<string, TranslationKey> = {
  name: 'rightGroup.name',
  scope: 'rightGroup.scope',
  rights: 'rightGroup.rights',
  fullName: 'teacher.fullName',
  username: 'teacher.username',
  email: 'common.email',
  phone: 'teacher.phone',
  alias: 'teacher.alias',
  status: 'teacher.status',
  idGroups: 'teacher.groups',
  groups: 'teacher.groups',
  homeroomTeacher: 'userGroup.homeroomTeacher',
  members: 'userGroup.members',
  classes: 'monitor.watching',
  password: 'teacher.password',
  classLevel: 'userGroup.classLevel',
  schoolYear: 'userGroup.schoolYear',
  idHomeroomTeacher: 'userGroup.homeroomTeacher',
  idMembers: 'userGroup.members',
  subject: 'records.subject',
  score: 'records.score',
  factor: 'records.factor',
  term: 'records.term',
  note: 'records.note',
  notedOn: 'records.notedOn',
  content: 'records.content',
  reason: 'staffLog.reason',
};

/** Values of a fixed vocabulary, translated. */
const VALUE_LABELS: Record<string, TranslationKey> = {
  school: 'rightGroup.scopeSchool',
  personal: 'rightGroup.scopePersonal',
  active: 'status.active',
  inactive: 'status.inactive',
};

/** A logged value as a person reads it: rights by their names, lists joined, nothing as a dash. */
function useShowValue() {
  const t = useT();
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value))
      return value.map((v) => (isRight(v) ? t(RIGHT_LABELS[v]) : String(v))).join(', ') || '—';
    if (typeof value === 'string' && (value.startsWith('staffError.') || value.startsWith('monitorError.')))
      return t(value as TranslationKey);
    if (typeof value === 'string' && VALUE_LABELS[value]) return t(VALUE_LABELS[value]);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
}

function Change({ entry }: { entry: StaffLogEntry }) {
  const t = useT();
  const show = useShowValue();
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (!keys.length) return <span>—</span>;
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {keys.map((key) => (
        <li key={key}>
          <span className="font-medium">{FIELD_LABELS[key] ? t(FIELD_LABELS[key]) : key}</span>:{' '}
          {entry.before && key in entry.before ? show(entry.before[key]) : '—'} →{' '}
          {entry.after && key in entry.after ? show(entry.after[key]) : '—'}
        </li>
      ))}
    </ul>
  );
}

function Choice<V extends string>({
  label,
  values,
  labels,
  value,
  onChange,
}: {
  label: string;
  values: readonly V[];
  labels: Record<V, TranslationKey>;
  value: V | '';
  onChange: (value: V | '') => void;
}) {
  const t = useT();
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-ink">
      {label}
      <select
        className={inputClass(false)}
        value={value}
        onChange={(e) => onChange(e.target.value as V | '')}
      >
        <option value="">{t('common.all')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(labels[v])}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The append-only staff log: who did what to which record, when, before → after; search and filters. */
export function TeacherLogs() {
  const t = useT();
  const { api } = useSaola();
  const [action, setAction] = useState<StaffAction | ''>('');
  const [entity, setEntity] = useState<StaffEntity | ''>('');
  const filters = useMemo(
    () => ({ ...(action ? { action } : {}), ...(entity ? { entity } : {}) }),
    [action, entity],
  );
  const load: Load<StaffLogEntry> = useCallback(
    (query: TableQuery) => api.teacher.logs(query as never),
    [api],
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink">{t('route.teacherLogs')}</h1>
      <DataTable<StaffLogEntry>
        label={t('route.teacherLogs')}
        empty={t('staffLog.empty')}
        load={load}
        filters={filters}
        inUrl
        filterBar={
          <>
            <Choice
              label={t('staffLog.action')}
              values={STAFF_ACTIONS}
              labels={ACTION_LABELS}
              value={action}
              onChange={setAction}
            />
            <Choice
              label={t('staffLog.entity')}
              values={STAFF_ENTITIES}
              labels={ENTITY_LABELS}
              value={entity}
              onChange={setEntity}
            />
          </>
        }
        columns={[
          {
            key: 'when',
            header: t('staffLog.when'),
            sort: 'createdAt',
            cell: (e) => displayDateTime(e.createdAt),
          },
          { key: 'who', header: t('staffLog.who'), cell: (e) => e.actorName ?? '—' },
          {
            key: 'action',
            header: t('staffLog.action'),
            cell: (e) => (
              <span className={e.action === 'refused' ? 'font-medium text-danger' : undefined}>
                {t(ACTION_LABELS[e.action])}
              </span>
            ),
          },
          {
            key: 'record',
            header: t('staffLog.record'),
            cell: (e) => `${t(ENTITY_LABELS[e.entity])}: ${e.entityName ?? `#${e.idEntity ?? ''}`}`,
          },
          { key: 'change', header: t('staffLog.change'), cell: (e) => <Change entry={e} /> },
        ]}
      />
    </div>
  );
}
