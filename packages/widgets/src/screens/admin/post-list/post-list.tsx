import { pageItems, type RemoteSearch } from '@saola/core/api';
import { LOCALES } from '@saola/core/constants';
import { displayDate } from '@saola/core/dates';
import { useCallback } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { LOCALE_NAMES } from '../../../ui/locale-switcher/locale-switcher';
import { Pill } from '../../../ui/status-badge/pill';
import { ResourceList } from '../../kit/resource-list';
import { POST_STATE_NAMES, POST_STATE_TONES, postState } from '../shared/post-labels';

export interface PostListProps {
  onNavigate?: (to: string) => void;
}

/** The school's posts: search, filter by category, status and language, open one, add, delete several. */
export function PostList({ onNavigate }: PostListProps) {
  const t = useT();
  const { api } = useSaola();
  const searchCategories = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.postCategory.list(search, { quiet: true });
      return pageItems(reply).map((category) => ({ id: category.id, text: category.name }));
    },
    [api],
  );
  return (
    <ResourceList
      area="post"
      pages={{ add: 'postAdd', edit: 'postEdit' }}
      title={t('route.posts')}
      addLabel={t('route.postAdd')}
      empty={t('post.empty')}
      onNavigate={onNavigate}
      filters={[
        { name: 'idCategory', label: t('post.category'), search: searchCategories },
        {
          name: 'status',
          label: t('post.status'),
          choices: [
            { value: 'draft', label: t('post.draft') },
            { value: 'published', label: t('post.published') },
          ],
        },
        {
          name: 'locale',
          label: t('post.locale'),
          choices: LOCALES.map((locale) => ({ value: locale, label: t(LOCALE_NAMES[locale]) })),
        },
      ]}
      columns={[
        { key: 'title', header: t('post.title'), sort: 'title', link: true, cell: (item) => item.title },
        {
          key: 'category',
          header: t('post.category'),
          cell: (item) => item.categoryName ?? t('post.uncategorised'),
        },
        { key: 'locale', header: t('post.locale'), cell: (item) => t(LOCALE_NAMES[item.locale]) },
        {
          key: 'status',
          header: t('post.status'),
          cell: (item) => {
            const state = postState(item);
            return <Pill tone={POST_STATE_TONES[state]}>{t(POST_STATE_NAMES[state])}</Pill>;
          },
        },
        {
          key: 'publishedAt',
          header: t('post.publishedAt'),
          sort: 'publishedAt',
          cell: (item) => (item.publishedAt ? displayDate(item.publishedAt) : '—'),
        },
      ]}
    />
  );
}
