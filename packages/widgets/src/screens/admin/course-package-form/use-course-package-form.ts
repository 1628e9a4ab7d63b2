import {
  type CoursePackage,
  coursePackagePayload,
  pageItems,
  type RemoteSearch,
  type SelectOption,
} from '@saola/core/api';
import { useCallback, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import { useResourceForm } from '../../kit/use-resource-form';

/** A package's name, about, benefits, price and courses (in the order chosen); saving returns to the list. */
export function usePackageForm(item: CoursePackage | null, onSaved: () => void) {
  const { api } = useSaola();
  const [courses, setCourses] = useState<SelectOption[]>(
    item?.courses.map((course) => ({ id: course.id, text: course.name })) ?? [],
  );
  const form = useResourceForm({
    area: 'coursePackage',
    record: item,
    initial: {
      name: item?.name ?? '',
      about: item?.about ?? '',
      benefits: item?.benefits ?? [],
      price: item?.price as number | undefined,
      idCourses: item?.courses.map((course) => course.id) ?? [],
    },
    struct: coursePackagePayload,
    onSaved,
  });
  const searchCourses = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.course.list(search, { quiet: true });
      return pageItems(reply).map((course) => ({ id: course.id, text: course.name }));
    },
    [api],
  );
  return {
    form,
    courses,
    chooseCourses: (chosen: SelectOption[]) => {
      setCourses(chosen);
      form.set(
        'idCourses',
        chosen.map((option) => Number(option.id)),
      );
    },
    searchCourses,
  };
}
