import { type CourseCategory, categoryPayload } from '@saola/core/api';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { useMemo, useState } from 'react';
import { useSession } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { categoryOptions, treeOrder } from '../shared/category-tree';

/** The school's categories as a tree, and the changes an owner makes to it. */
export function useCourseCategories() {
  const { api } = useSaola();
  const { user } = useSession();
  const loaded = useReply((a) => a.courseCategory.list({ isShowAll: true }), []);
  const all = loaded.data?.data ?? [];
  const tree = useMemo(() => treeOrder(loaded.data?.data ?? []), [loaded.data]);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CourseCategory | null>(null);

  const remove = async (moveTo: number | null) => {
    if (!deleting) return undefined;
    const reply = await api.courseCategory.delete({ id: deleting.id, ...(moveTo ? { moveTo } : {}) });
    if (reply.error) return fieldErrorsOf(reply);
    setDeleting(null);
    loaded.reload();
    return undefined;
  };

  return {
    /** Teachers see the tree; changing it takes the owner or the right. */
    canEdit: hasRight(user, RIGHTS.courseCategory),
    tree,
    loaded: loaded.data !== null,
    failure: loaded.failure,
    reload: loaded.reload,
    /** Parent choices for a category: every other one outside its own subtree. */
    parentOptions: (except?: number) => categoryOptions(all, except),
    editing,
    setEditing,
    deleting,
    setDeleting,
    remove,
  };
}

/** The name-and-parent form, for a new category (no `category`) or one being edited in place. */
export function useCategoryForm(category: CourseCategory | undefined, onSaved: () => void) {
  const { api } = useSaola();
  return useForm({
    initial: { name: category?.name ?? '', idParent: category?.idParent ?? null },
    struct: categoryPayload,
    onSubmit: async (values) => {
      const reply = category
        ? await api.courseCategory.edit({ id: category.id, ...values })
        : await api.courseCategory.add(values);
      if (reply.error) return fieldErrorsOf(reply);
      onSaved();
      return undefined;
    },
  });
}
