import { type Api, pageItems, type RemoteSearch, type SelectOption } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';

const options = (rows: Array<{ id: number; name?: string; fullName?: string }>): SelectOption[] =>
  rows.map((row) => ({ id: row.id, text: row.name ?? row.fullName ?? '' }));

/** The server searches the report filters offer: units, courses, classes and teachers of the school. */
export function reportSearches(api: Api) {
  return {
    units: async (search: RemoteSearch) => options(pageItems(await api.unit.list(search, { quiet: true }))),
    courses: async (search: RemoteSearch) =>
      options(pageItems(await api.course.list(search, { quiet: true }))),
    classes: async (search: RemoteSearch) =>
      options(pageItems(await api.userGroup.list(search, { quiet: true }))),
    // The people list every member of staff may call (within her scope), not the teacher list: that one needs
    // the right to manage teachers, which a teacher reading her report does not hold.
    teachers: async (search: RemoteSearch) =>
      options(pageItems(await api.auth.users({ ...search, idType: ID_TYPE.TEACHER }, { quiet: true }))),
  };
}
