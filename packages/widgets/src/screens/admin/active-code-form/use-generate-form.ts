import { type ActiveCodeBatch, generatePayload, type SelectOption } from '@saola/core/api';
import { useState } from 'react';
import { useResourceForm } from '../../kit/use-resource-form';
import { useNameSearch } from '../shared/use-name-search';

export type Target = 'courses' | 'package';

/** A new batch: how many codes, how they look, how often and how long each works, and what it gives. */
export function useGenerateForm(onSaved: (saved: ActiveCodeBatch) => void) {
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
  const searchCourses = useNameSearch((api, search) => api.course.list(search, { quiet: true }));
  const searchPackages = useNameSearch((api, search) => api.coursePackage.list(search, { quiet: true }));
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
