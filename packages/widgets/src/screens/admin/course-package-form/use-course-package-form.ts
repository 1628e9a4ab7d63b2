import {
  type CoursePackage,
  coursePackagePayload,
  pageItems,
  type RemoteSearch,
  type SelectOption,
} from '@saola/core/api';
import type { FieldError } from '@saola/core/validate';
import { useCallback, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import { useForm } from '../../../ui/form/use-form';

const fieldErrors = (data: unknown) => (Array.isArray(data) ? (data as FieldError[]) : undefined);

export type PackageValues = {
  name: string;
  about: string;
  benefits: string[];
  price: number | undefined;
  idCourses: number[];
};

/** A package's name, about, benefits, price and courses (in the order chosen); saving returns to the list. */
export function usePackageForm(item: CoursePackage | null, onSaved: () => void) {
  const { api } = useSaola();
  const [courses, setCourses] = useState<SelectOption[]>(
    item?.courses.map((course) => ({ id: course.id, text: course.name })) ?? [],
  );
  const form = useForm<PackageValues>({
    initial: {
      name: item?.name ?? '',
      about: item?.about ?? '',
      benefits: item?.benefits ?? [],
      price: item?.price,
      idCourses: item?.courses.map((course) => course.id) ?? [],
    },
    struct: coursePackagePayload as never,
    onSubmit: async (values) => {
      const payload = { ...values, price: values.price ?? 0 };
      const reply = item
        ? await api.coursePackage.edit({ id: item.id, ...payload })
        : await api.coursePackage.add(payload);
      if (reply.error) return fieldErrors(reply.data);
      onSaved();
      return undefined;
    },
  });
  const searchCourses = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.course.list(search, { quiet: true });
      return pageItems(reply.data).map((course) => ({ id: course.id, text: course.name }));
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
