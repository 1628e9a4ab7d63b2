import {
  pageItems,
  postPayload,
  type RemoteSearch,
  type SchoolPost,
  type SelectOption,
} from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import { useCallback, useState } from 'react';
import { useLocale } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useResourceForm } from '../../kit/use-resource-form';

/** A post's fields; a new one is a draft in the language the author works in. Saving returns the post. */
export function usePostForm(item: SchoolPost | null, onSaved: (saved: SchoolPost) => void) {
  const { api } = useSaola();
  const locale = useLocale();
  const [category, setCategory] = useState<SelectOption | null>(
    item?.idCategory ? { id: item.idCategory, text: item.categoryName ?? '' } : null,
  );
  const form = useResourceForm({
    area: 'post',
    record: item,
    initial: {
      title: item?.title ?? '',
      slug: item?.slug ?? '',
      description: item?.description ?? '',
      idCategory: item?.idCategory ?? null,
      coverUrl: item?.coverUrl ?? null,
      body: item?.body ?? '',
      locale: (item?.locale ?? locale) as Locale,
      status: item?.status ?? 'draft',
      // The date is chosen by day; a post published at a moment keeps it unless the day is changed.
      publishedAt: item?.publishedAt ?? null,
    },
    struct: postPayload,
    onSaved,
  });
  const searchCategories = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.postCategory.list(search, { quiet: true });
      return pageItems(reply).map((c) => ({ id: c.id, text: c.name }));
    },
    [api],
  );
  return {
    form,
    category,
    chooseCategory: (option: SelectOption | null) => {
      setCategory(option);
      form.set('idCategory', option ? Number(option.id) : null);
    },
    searchCategories,
  };
}
