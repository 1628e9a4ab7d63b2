import {
  LIVE_KINDS,
  type LiveClass,
  type LiveKind,
  liveClassPayload,
  type SelectOption,
} from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { DatePicker } from '../../../ui/date-picker/date-picker';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { Switch } from '../../../ui/switch/switch';
import { TextField } from '../../../ui/text-field/text-field';
import { TimeInput } from '../../../ui/time-input/time-input';
import { type RecordScreenProps, ResourcePage } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { useResourceForm } from '../../kit/use-resource-form';
import { KIND_NAMES, WEEKDAYS } from '../../shared/live-labels';
import { useNameSearch } from '../shared/use-name-search';
import { useStudentSearch } from '../shared/use-student-search';
import { useTeacherSearch } from '../shared/use-teacher-search';
import { AttendanceSheetView } from './attendance-sheet';
import { Sessions } from './sessions';

/** `id`: the class or meeting to edit; a new one when omitted. */
export type TeachingFormProps = RecordScreenProps;

const LIST = pathTo('teachingList');

function Editor({ item, onNavigate }: { item: LiveClass | null; onNavigate: (to: string) => void }) {
  const t = useT();
  const [group, setGroup] = useState<SelectOption | null>(
    item?.idGroup ? { id: item.idGroup, text: item.groupName ?? '' } : null,
  );
  const [members, setMembers] = useState<SelectOption[]>(
    item?.members.map((m) => ({ id: m.id, text: `${m.fullName} (${m.username})` })) ?? [],
  );
  const [teacher, setTeacher] = useState<SelectOption | null>(
    item ? { id: item.idTeacher, text: item.teacherName } : null,
  );
  const [attendant, setAttendant] = useState<SelectOption | null>(
    item?.idAttendant ? { id: item.idAttendant, text: item.attendantName ?? '' } : null,
  );
  const searchTeachers = useTeacherSearch();
  const searchStudents = useStudentSearch();
  const searchGroups = useNameSearch((api, search) => api.userGroup.list(search, { quiet: true }));
  const form = useResourceForm({
    area: 'teaching',
    record: item,
    initial: {
      kind: (item?.kind ?? 'class') as LiveKind,
      name: item?.name ?? '',
      idGroup: item?.idGroup ?? null,
      idMembers: item?.members.map((m) => m.id) ?? [],
      idTeacher: item?.idTeacher as number | undefined,
      idAttendant: item?.idAttendant ?? null,
      startDate: item?.startDate as string | undefined,
      endDate: item?.endDate as string | undefined,
      startTime: item?.startTime as string | undefined,
      endTime: item?.endTime as string | undefined,
      weekdays: item?.weekdays ?? [],
      recurring: item?.recurring ?? true,
      room: item?.room ?? '',
      hostVideo: item?.hostVideo ?? true,
      participantVideo: item?.participantVideo ?? true,
      dingDong: item?.dingDong ?? false,
      passcode: item?.passcode ?? '',
      locked: item?.locked ?? false,
      meetingUrl: item?.meetingUrl ?? '',
    },
    struct: liveClassPayload,
    onSaved: () => onNavigate(LIST),
  });
  const v = form.values;
  const meeting = v.kind === 'meeting';
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <RadioGroup
        label={t('live.kind')}
        name="kind"
        inline
        required
        value={v.kind}
        options={LIVE_KINDS.map((kind) => ({ value: kind, label: t(KIND_NAMES[kind]) }))}
        onChange={(kind) => form.set('kind', kind)}
        error={form.errors.kind}
      />
      <TextField label={t('live.name')} required maxLength={200} {...form.field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('live.teacher')}
          name="idTeacher"
          required
          search={searchTeachers}
          value={teacher}
          onChange={(option) => {
            setTeacher(option);
            form.set('idTeacher', option ? Number(option.id) : undefined);
          }}
          error={form.errors.idTeacher}
        />
        <Select
          label={t('live.attendant')}
          name="idAttendant"
          search={searchTeachers}
          value={attendant}
          onChange={(option) => {
            setAttendant(option);
            form.set('idAttendant', option ? Number(option.id) : null);
          }}
          error={form.errors.idAttendant}
        />
      </div>
      <Select
        label={t('live.group')}
        name="idGroup"
        search={searchGroups}
        value={group}
        onChange={(option) => {
          setGroup(option);
          form.set('idGroup', option ? Number(option.id) : null);
        }}
        error={form.errors.idGroup}
      />
      <Select
        multiple
        label={meeting ? t('live.participants') : t('live.members')}
        name="idMembers"
        search={searchStudents}
        value={members}
        onChange={(chosen) => {
          setMembers(chosen);
          form.set(
            'idMembers',
            chosen.map((o) => Number(o.id)),
          );
        }}
        error={form.errors.idMembers}
      />
      {meeting && (
        <Switch
          label={t('live.recurring')}
          checked={v.recurring}
          onChange={(recurring) => form.set('recurring', recurring)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePicker
          label={meeting && !v.recurring ? t('live.date') : t('live.startDate')}
          name="startDate"
          required
          value={v.startDate}
          onChange={(day) => {
            form.set('startDate', day);
            if (meeting && !v.recurring) form.set('endDate', day);
          }}
          error={form.errors.startDate}
        />
        {(!meeting || v.recurring) && (
          <DatePicker
            label={t('live.endDate')}
            name="endDate"
            required
            value={v.endDate}
            onChange={(day) => form.set('endDate', day)}
            error={form.errors.endDate}
          />
        )}
        <TimeInput
          label={t('live.startTime')}
          name="startTime"
          required
          value={v.startTime}
          onChange={(time) => form.set('startTime', time)}
          error={form.errors.startTime}
        />
        <TimeInput
          label={t('live.endTime')}
          name="endTime"
          required
          value={v.endTime}
          onChange={(time) => form.set('endTime', time)}
          error={form.errors.endTime}
        />
      </div>
      {(!meeting || v.recurring) && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">
            {t('live.weekdays')} <span className="text-red-600">*</span>
          </legend>
          <div className="flex flex-wrap gap-3">
            {WEEKDAYS.map((w) => (
              <Checkbox
                key={w.day}
                label={t(w.key)}
                name={`weekday-${w.day}`}
                checked={v.weekdays.includes(w.day)}
                onChange={(on) =>
                  form.set(
                    'weekdays',
                    on ? [...v.weekdays, w.day].sort() : v.weekdays.filter((d) => d !== w.day),
                  )
                }
              />
            ))}
          </div>
          {form.errors.weekdays && (
            <p role="alert" className="text-sm text-red-600">
              {form.errors.weekdays}
            </p>
          )}
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('live.room')} maxLength={200} {...form.field('room')} />
        <TextField label={t('live.passcode')} maxLength={50} {...form.field('passcode')} />
      </div>
      <TextField
        label={t('live.meetingUrl')}
        maxLength={500}
        placeholder="https://"
        {...form.field('meetingUrl')}
      />
      <p className="-mt-2 text-sm text-muted">{t('live.meetingUrlHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Switch
          label={t('live.hostVideo')}
          checked={v.hostVideo}
          onChange={(on) => form.set('hostVideo', on)}
        />
        <Switch
          label={t('live.participantVideo')}
          checked={v.participantVideo}
          onChange={(on) => form.set('participantVideo', on)}
        />
        <Switch label={t('live.dingDong')} checked={v.dingDong} onChange={(on) => form.set('dingDong', on)} />
        <Switch label={t('live.locked')} checked={v.locked} onChange={(on) => form.set('locked', on)} />
      </div>
      <SaveBar busy={form.submitting} onBack={() => onNavigate(LIST)} />
    </form>
  );
}

function Held({ item, onNavigate }: { item: LiveClass; onNavigate?: ((to: string) => void) | undefined }) {
  const [round, setRound] = useState(0);
  return (
    <>
      <Sessions item={item} onChanged={() => setRound((r) => r + 1)} />
      <AttendanceSheetView idClass={item.id} round={round} onNavigate={onNavigate} />
    </>
  );
}

/** A live class or meeting: who, when, which weekdays, room settings; then its sessions and attendance. */
export function TeachingForm({ id, onNavigate }: TeachingFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourcePage
      area="teaching"
      id={id}
      list="teachingList"
      addTitle={t('route.teachingAdd')}
      editTitle={t('route.teachingEdit')}
      titleOf={(item) => item.name}
      onNavigate={onNavigate}
    >
      {(item) => (
        <>
          <Editor item={item} onNavigate={go} />
          {item && <Held item={item} onNavigate={onNavigate} />}
        </>
      )}
    </ResourcePage>
  );
}
