import type { SelectOption } from '@saola/core/api';
import { useReply } from '../../../runtime/use-reply';

/** Whose records a screen shows: a class (its students to choose from) or one student. */
export type Whose = { idGroup: number; idUser?: never } | { idUser: number; idGroup?: never };

/** The class's or the student's name, and the students a new record may be for. */
export function useWhose(whose: Whose) {
  const loaded = useReply(
    async (api) => {
      if (whose.idGroup !== undefined) {
        const reply = await api.userGroup.get({ id: whose.idGroup });
        return {
          ...reply,
          data: reply.data && {
            name: reply.data.name,
            students: reply.data.students.map((s): SelectOption => ({ id: s.id, text: s.fullName })),
          },
        };
      }
      const reply = await api.student.get({ id: whose.idUser });
      return {
        ...reply,
        data: reply.data && {
          name: reply.data.fullName,
          students: [{ id: reply.data.id, text: reply.data.fullName }] as SelectOption[],
        },
      };
    },
    [whose.idGroup, whose.idUser],
  );
  return loaded;
}
