import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import {
  CATEGORY_NAME_MAX,
  type FileCategory,
  fileCategoryPayload,
  type PostCategory,
  postCategoryPayload,
} from '@saola/core/api';
import { allows } from '@saola/core/session';
import { useState } from 'react';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { TextField } from '../../../ui/text-field/text-field';
import { ResourceList } from '../../kit/resource-list';
import { useResourceForm } from '../../kit/use-resource-form';

type Kind = 'postCategory' | 'fileCategory';
type Category = PostCategory | FileCategory;

/** A category's name, in a dialog over the list: to add one or rename one. */
function CategoryDialog({
  kind,
  category,
  onClose,
  onSaved,
}: {
  kind: Kind;
  /** The category renamed; a new one when null. */
  category: Category | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const form = useResourceForm({
    area: kind,
    record: category,
    initial: { name: category?.name ?? '' },
    struct: kind === 'postCategory' ? postCategoryPayload : fileCategoryPayload,
    onSaved,
  });
  const formId = `saola-${kind}-form`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={category ? t('folder.edit') : t('folder.add')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={form.submitting}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.submit}>
        <TextField label={t('folder.name')} required maxLength={CATEGORY_NAME_MAX} {...form.field('name')} />
      </form>
    </Dialog>
  );
}

function CategoryList({ kind }: { kind: Kind }) {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const canEdit = Boolean(user && allows(api[kind].edit.access, user));
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const [refresh, setRefresh] = useState(0);
  const isPost = kind === 'postCategory';
  const edit = (row: Category) =>
    canEdit ? (
      <Button variant="ghost" onClick={() => setEditing(row)} aria-label={`${t('folder.edit')} ${row.name}`}>
        <PencilSquareIcon aria-hidden className="size-4" />
        {t('common.edit')}
      </Button>
    ) : null;
  const common = {
    title: isPost ? t('route.postCategories') : t('route.fileCategories'),
    empty: isPost ? t('folder.emptyPosts') : t('folder.emptyFiles'),
    addLabel: t('folder.add'),
    onAdd: () => setEditing(null),
    refresh,
  };
  return (
    <>
      {kind === 'postCategory' ? (
        <ResourceList
          area="postCategory"
          base="/postCategory"
          {...common}
          rowActions={edit}
          columns={[
            { key: 'name', header: t('folder.name'), sort: 'name', cell: (row) => row.name },
            {
              key: 'posts',
              header: t('folder.posts'),
              cell: (row) => t('folder.postCount', { count: row.posts }),
            },
          ]}
        />
      ) : (
        <ResourceList
          area="fileCategory"
          base="/fileCategory"
          {...common}
          rowActions={edit}
          columns={[
            { key: 'name', header: t('folder.name'), sort: 'name', cell: (row) => row.name },
            {
              key: 'files',
              header: t('folder.files'),
              cell: (row) => t('folder.fileCount', { count: row.files }),
            },
          ]}
        />
      )}
      {editing !== undefined && (
        <CategoryDialog
          kind={kind}
          category={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            setRefresh((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

/** The post categories: each with its number of posts; add, rename, delete several. */
export function PostCategoryList() {
  return <CategoryList kind="postCategory" />;
}

/** The library's categories: each with its number of files; add, rename, delete several. */
export function FileCategoryList() {
  return <CategoryList kind="fileCategory" />;
}
