import { CATEGORY_NAME_MAX, fileCategoryPayload, postCategoryPayload } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { TextField } from '../../../ui/text-field/text-field';
import { ResourceList } from '../../kit/resource-list';
import type { ResourceForm } from '../../kit/use-resource-form';

/** A category's name, added and renamed in a dialog over the list. */
function useCategoryEditing() {
  const t = useT();
  return {
    addTitle: t('folder.add'),
    editTitle: t('folder.edit'),
    nameOf: (row: { name: string }) => row.name,
    initial: (row: { name: string } | null) => ({ name: row?.name ?? '' }),
    fields: (form: ResourceForm<{ name: string }>) => (
      <TextField label={t('folder.name')} required maxLength={CATEGORY_NAME_MAX} {...form.field('name')} />
    ),
  };
}

/** The post categories: each with its number of posts; add, rename, delete several. */
export function PostCategoryList() {
  const t = useT();
  const editing = useCategoryEditing();
  return (
    <ResourceList
      area="postCategory"
      title={t('route.postCategories')}
      empty={t('folder.emptyPosts')}
      addLabel={t('folder.add')}
      inPlace={{ ...editing, struct: postCategoryPayload }}
      columns={[
        { key: 'name', header: t('folder.name'), sort: 'name', cell: (row) => row.name },
        {
          key: 'posts',
          header: t('folder.posts'),
          cell: (row) => t('folder.postCount', { count: row.posts }),
        },
      ]}
    />
  );
}

/** The library's categories: each with its number of files; add, rename, delete several. */
export function FileCategoryList() {
  const t = useT();
  const editing = useCategoryEditing();
  return (
    <ResourceList
      area="fileCategory"
      title={t('route.fileCategories')}
      empty={t('folder.emptyFiles')}
      addLabel={t('folder.add')}
      inPlace={{ ...editing, struct: fileCategoryPayload }}
      columns={[
        { key: 'name', header: t('folder.name'), sort: 'name', cell: (row) => row.name },
        {
          key: 'files',
          header: t('folder.files'),
          cell: (row) => t('folder.fileCount', { count: row.files }),
        },
      ]}
    />
  );
}
