import {
  contract,
  type FileShares,
  pageItems,
  type RemoteSearch,
  type SavedFile,
  type SelectOption,
} from '@saola/core/api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Dialog } from '../../../ui/dialog/dialog';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { useSaveForm } from '../../../ui/form/use-form';
import { Spinner } from '../../../ui/progress/progress';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useNameSearch } from '../shared/use-name-search';

const NO_CATEGORY = 0;

/** The library's categories as options, "no category" first. */
export function useCategorySearch() {
  const { api } = useSaola();
  return useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.fileCategory.list(search, { quiet: true });
      return pageItems(reply).map((c) => ({ id: c.id, text: c.name }));
    },
    [api],
  );
}

interface DialogProps {
  onClose: () => void;
  onSaved: () => void;
}

/** A file's name and category. */
export function RenameDialog({
  file,
  categories,
  onClose,
  onSaved,
}: DialogProps & { file: SavedFile; categories: SelectOption[] }) {
  const t = useT();
  const { api } = useSaola();
  const search = useCategorySearch();
  const none = useMemo(() => ({ id: NO_CATEGORY, text: t('library.noCategory') }), [t]);
  const withNone = useCallback(
    async (query: RemoteSearch) => [none, ...(await search(query))],
    [none, search],
  );
  const [category, setCategory] = useState<SelectOption | null>(
    categories.find((c) => c.id === file.idCategory) ?? none,
  );
  const form = useSaveForm({
    initial: { id: file.id, name: file.name, idCategory: file.idCategory ?? null },
    struct: contract.file.edit.payload,
    save: (values) => api.file.edit(values),
    onSaved,
  });
  return (
    <FormDialog
      title={t('library.rename')}
      onClose={onClose}
      submit={form.submit}
      submitting={form.submitting}
    >
      <TextField label={t('library.name')} required maxLength={255} {...form.field('name')} />
      <Select
        label={t('library.category')}
        name="idCategory"
        search={withNone}
        value={category}
        onChange={(option) => {
          setCategory(option);
          form.set('idCategory', option && option.id !== NO_CATEGORY ? Number(option.id) : null);
        }}
        error={form.errors.idCategory}
      />
    </FormDialog>
  );
}

/** A YouTube video in the library: its link, a name, a category. */
export function YoutubeDialog({ onClose, onSaved }: DialogProps) {
  const t = useT();
  const { api } = useSaola();
  const search = useCategorySearch();
  const [category, setCategory] = useState<SelectOption | null>(null);
  const form = useSaveForm({
    initial: { url: '', name: '', idCategory: null as number | null },
    struct: contract.file.addYoutube.payload,
    save: (values) => api.file.addYoutube(values),
    onSaved,
  });
  return (
    <FormDialog
      title={t('library.addYoutube')}
      onClose={onClose}
      submit={form.submit}
      submitting={form.submitting}
    >
      <TextField type="url" label={t('library.youtubeUrl')} required maxLength={500} {...form.field('url')} />
      <TextField label={t('library.name')} maxLength={255} {...form.field('name')} value={form.values.name} />
      <Select
        label={t('library.category')}
        name="idCategory"
        search={search}
        value={category}
        onChange={(option) => {
          setCategory(option);
          form.set('idCategory', option ? Number(option.id) : null);
        }}
      />
    </FormDialog>
  );
}

/** Who may open a file: the whole school, or exactly the groups and courses chosen. */
export function ShareDialog({ file, onClose, onSaved }: DialogProps & { file: SavedFile }) {
  const t = useT();
  const { api } = useSaola();
  const [shares, setShares] = useState<FileShares | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [school, setSchool] = useState(false);
  const [groups, setGroups] = useState<SelectOption[]>([]);
  const [courses, setCourses] = useState<SelectOption[]>([]);
  useEffect(() => {
    void api.file.getShareFile({ id: file.id }).then((reply) => {
      if (reply.error || !reply.data) return setFailed(true);
      setShares(reply.data);
      setSchool(reply.data.shared);
      setGroups(reply.data.groups.map((g) => ({ id: g.id, text: g.name })));
      setCourses(reply.data.courses.map((c) => ({ id: c.id, text: c.name })));
    });
  }, [api, file.id]);
  const searchGroups = useCallback(
    async (search: RemoteSearch) =>
      pageItems(await api.file.shareGroups(search, { quiet: true })).map((g) => ({
        id: g.id,
        text: g.name,
      })),
    [api],
  );
  const searchCourses = useNameSearch((api, search) => api.course.list(search, { quiet: true }));
  const save = async () => {
    setSaving(true);
    const reply = await api.file.shareFile({
      id: file.id,
      shared: school,
      idGroups: groups.map((g) => Number(g.id)),
      idCourses: courses.map((c) => Number(c.id)),
    });
    setSaving(false);
    if (!reply.error) onSaved();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('library.shareTitle', { name: file.name })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} busy={saving} disabled={!shares}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      {failed ? (
        <p role="alert" className="text-danger">
          {t('errors.notFound')}
        </p>
      ) : !shares ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-muted">{t('library.shareHint')}</p>
          <Checkbox label={t('library.shareSchool')} name="shared" checked={school} onChange={setSchool} />
          <Select
            multiple
            label={t('library.groups')}
            name="idGroups"
            search={searchGroups}
            value={groups}
            onChange={setGroups}
          />
          <Select
            multiple
            label={t('library.courses')}
            name="idCourses"
            search={searchCourses}
            value={courses}
            onChange={setCourses}
          />
        </div>
      )}
    </Dialog>
  );
}
