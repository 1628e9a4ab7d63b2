import { pageItems, type RemoteSearch, type SelectOption } from '@saola/core/api';
import { useCallback, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Select } from '../../../ui/select/select';

/** Chooses students by search (one or several) and enrols them; `onEnrol` answers whether it worked. */
export function EnrolPicker({ onEnrol }: { onEnrol: (idUsers: number[]) => Promise<boolean> }) {
  const t = useT();
  const { api } = useSaola();
  const [chosen, setChosen] = useState<SelectOption[]>([]);
  const searchStudents = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.student.list(search, { quiet: true });
      return pageItems(reply).map((student) => ({
        id: student.id,
        text: `${student.fullName} (${student.username})`,
      }));
    },
    [api],
  );
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
      <div className="min-w-64 flex-1">
        <Select
          multiple
          label={t('enrol.choose')}
          name="students"
          search={searchStudents}
          value={chosen}
          onChange={setChosen}
        />
      </div>
      <Button
        disabled={chosen.length === 0}
        onClick={async () => {
          const enrolled = await onEnrol(chosen.map((option) => Number(option.id)));
          if (enrolled) setChosen([]);
        }}
      >
        {t('enrol.add')}
      </Button>
    </div>
  );
}
