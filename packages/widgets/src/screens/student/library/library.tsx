import { formatBytes, type SavedFile } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useCallback, useMemo, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { DataTable } from '../../../ui/data-table/data-table';
import type { Load, TableQuery } from '../../../ui/data-table/use-data-table';
import { inputClass } from '../../../ui/field/field';
import { FILE_TYPE_NAMES, FileActions, FileName, LIBRARY_TYPES } from '../../shared/library-file';

/** What has been shared with the learner (through the school, her groups and her courses): view, download. */
export function Library() {
  const t = useT();
  const { api } = useSaola();
  const [type, setType] = useState<(typeof LIBRARY_TYPES)[number] | ''>('');
  const filters = useMemo(() => (type ? { type } : {}), [type]);
  const load: Load<SavedFile> = useCallback(
    (query: TableQuery & Record<string, unknown>) =>
      api.file.listClient(query) as ReturnType<Load<SavedFile>>,
    [api],
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink">{t('route.library')}</h1>
      <DataTable<SavedFile>
        label={t('route.library')}
        empty={t('library.emptyShared')}
        load={load}
        filters={filters}
        inUrl
        filterBar={
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('library.type')}
            <select
              className={inputClass(false)}
              value={type}
              onChange={(event) => setType(event.target.value as typeof type)}
            >
              <option value="">{t('common.all')}</option>
              {LIBRARY_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(FILE_TYPE_NAMES[value])}
                </option>
              ))}
            </select>
          </label>
        }
        columns={[
          { key: 'name', header: t('library.name'), cell: (file) => <FileName file={file} /> },
          { key: 'type', header: t('library.type'), cell: (file) => t(FILE_TYPE_NAMES[file.type]) },
          {
            key: 'size',
            header: t('library.size'),
            cell: (file) => (file.size ? formatBytes(file.size) : '—'),
          },
          { key: 'createdAt', header: t('library.createdAt'), cell: (file) => displayDate(file.createdAt) },
        ]}
        rowActions={(file) => <FileActions file={file} />}
      />
    </div>
  );
}
