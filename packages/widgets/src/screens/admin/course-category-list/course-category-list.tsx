import { PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useT } from '../../../runtime/i18n';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { CategoryForm } from './category-form';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { useCourseCategories } from './use-course-categories';

/** The school's course categories as a tree: add, rename or move, and delete in place. */
export function CourseCategoryList() {
  const t = useT();
  const categories = useCourseCategories();
  const { tree, deleting } = categories;

  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <h1 className="text-xl font-semibold text-ink">{t('route.courseCategories')}</h1>
      {categories.canEdit && (
        <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
          <CategoryForm parents={categories.parentOptions()} onSaved={categories.reload} />
        </section>
      )}
      {categories.failure ? (
        <LoadFailed failure={categories.failure} onRetry={categories.reload} />
      ) : !categories.loaded ? (
        <Spinner />
      ) : tree.length === 0 ? (
        <EmptyState title={t('category.empty')} />
      ) : (
        <ul className="divide-y divide-line rounded-xl bg-white shadow-sm ring-1 ring-line">
          {tree.map((category) => (
            <li
              key={category.id}
              className="px-4 py-2"
              style={{ paddingInlineStart: `${1 + category.depth * 1.5}rem` }}
            >
              {categories.editing === category.id ? (
                <CategoryForm
                  category={category}
                  parents={categories.parentOptions(category.id)}
                  onSaved={() => {
                    categories.setEditing(null);
                    categories.reload();
                  }}
                  onCancel={() => categories.setEditing(null)}
                />
              ) : (
                <div className="flex items-center gap-3">
                  <span className="flex-1 font-medium text-ink">{category.name}</span>
                  <span className="text-sm text-muted">
                    {t('category.courseCount', { count: category.courses })}
                  </span>
                  {categories.canEdit && (
                    <>
                      <button
                        type="button"
                        className="rounded p-1.5 text-muted hover:bg-gray-100 hover:text-ink"
                        aria-label={`${t('common.edit')}: ${category.name}`}
                        onClick={() => categories.setEditing(category.id)}
                      >
                        <PencilSquareIcon aria-hidden className="size-5" />
                      </button>
                      <button
                        type="button"
                        className="rounded p-1.5 text-muted hover:bg-red-50 hover:text-danger"
                        aria-label={`${t('common.delete')}: ${category.name}`}
                        onClick={() => categories.setDeleting(category)}
                      >
                        <TrashIcon aria-hidden className="size-5" />
                      </button>
                    </>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <DeleteCategoryDialog
        category={deleting}
        hasChildren={Boolean(deleting && tree.some((c) => c.idParent === deleting.id))}
        targets={deleting ? categories.parentOptions(deleting.id) : []}
        onCancel={() => categories.setDeleting(null)}
        onDelete={categories.remove}
      />
    </div>
  );
}
