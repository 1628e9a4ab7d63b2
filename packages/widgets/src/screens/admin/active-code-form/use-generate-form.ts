import {
  type ActiveCodeBatch,
  generatePayload,
  pageItems,
  type RemoteSearch,
  type SelectOption,
} from '@saola/core/api';
import { useCallback, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import { useResourceForm } from '../../kit/use-resource-form';

export type Target = 'courses' | 'package';

/** A new batch: how many codes, how they look, how often and how long each works, and what it gives. */
export function useGenerateForm(onSaved: (saved: ActiveCodeBatch) => void) {
  const { api } = useSaola();
  const [target, setTarget] = useState<Target>('courses');
  const [courses, setCourses] = useState<SelectOption[]>([]);
  const [pack, setPack] = useState<SelectOption | null>(null);
  const form = useResourceForm({
    area: 'activeCode',
    record: null,
    initial: {
      name: '',
      count: 100 as number | undefined,
      prefix: '',
      length: 10 as number | undefined,
      usesPerCode: 1 as number | undefined,
      expiresOn: undefined as string | undefined,
      idCourses: [] as number[],
      idPackage: null as number | null,
    },
    struct: generatePayload,
    onSaved,
  });
  const searchCourses = useCallback(
    async (search: RemoteSearch) =>
      pageItems(await api.course.list(search, { quiet: true })).map((c) => ({
        id: c.id,
        text: c.name,
      })),
    [api],
  );
  const searchPackages = useCallback(
    async (search: RemoteSearch) =>
      pageItems(await api.coursePackage.list(search, { quiet: true })).map((p) => ({
        id: p.id,
        text: p.name,
      })),
    [api],
  );
  return {
    form,
    target,
    chooseTarget: (next: Target) => {
      setTarget(next);
      // Only one kind of target is sent: the other is cleared.
      form.set('idCourses', next === 'courses' ? courses.map((c) => Number(c.id)) : []);
      form.set('idPackage', next === 'package' && pack ? Number(pack.id) : null);
    },
    courses,
    chooseCourses: (chosen: SelectOption[]) => {
      setCourses(chosen);
      form.set(
        'idCourses',
        chosen.map((option) => Number(option.id)),
      );
    },
    pack,
    choosePackage: (chosen: SelectOption | null) => {
      setPack(chosen);
      form.set('idPackage', chosen ? Number(chosen.id) : null);
    },
    searchCourses,
    searchPackages,
  };
}
