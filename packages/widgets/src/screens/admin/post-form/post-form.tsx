import ArrowTopRightOnSquareIcon from '@heroicons/react/24/outline/ArrowTopRightOnSquareIcon';
import {
  POST_DESCRIPTION_MAX,
  POST_STATUSES,
  POST_TITLE_MAX,
  type SavedFile,
  type SchoolPost,
  SLUG_MAX,
} from '@saola/core/api';
import { LOCALES } from '@saola/core/constants';
import { displayDate, parseDisplayDate } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { DatePicker } from '../../../ui/date-picker/date-picker';
import { FileUpload, type ShownFile } from '../../../ui/file-upload/file-upload';
import { LOCALE_NAMES } from '../../../ui/locale-switcher/locale-switcher';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor';
import { Select } from '../../../ui/select/select';
import { Pill } from '../../../ui/status-badge/pill';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { type RecordScreenProps, ResourcePage } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { POST_STATE_NAMES, POST_STATE_TONES, postState } from '../shared/post-labels';
import { usePostForm } from './use-post-form';

/** `id`: the post to edit; a new one when omitted. */
export type PostFormProps = RecordScreenProps;

const LIST = pathTo('postList');
const STATUS_KEYS = { draft: 'post.draft', published: 'post.published' } as const;

/** The day of a stored moment in the school's calendar (YYYY-MM-DD), for the date picker. */
const dayOf = (moment: string | null) => (moment ? parseDisplayDate(displayDate(moment)) : undefined);

function Editor({
  item,
  onSaved,
  onBack,
}: {
  item: SchoolPost | null;
  onSaved: (saved: SchoolPost) => void;
  onBack: () => void;
}) {
  const t = useT();
  const { form, category, chooseCategory, searchCategories } = usePostForm(item, onSaved);
  const v = form.values;
  const [uploaded, setUploaded] = useState<SavedFile | null>(null);
  const cover: ShownFile | null = !v.coverUrl
    ? null
    : uploaded?.url === v.coverUrl
      ? uploaded
      : { name: t('post.cover'), url: v.coverUrl, type: 'image' };
  return (
    <form noValidate onSubmit={form.submit} className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line lg:col-span-2">
        <TextField label={t('post.title')} required maxLength={POST_TITLE_MAX} {...form.field('title')} />
        <TextField
          label={t('post.slug')}
          maxLength={SLUG_MAX}
          description={t('post.slugHint')}
          {...form.field('slug')}
          value={v.slug ?? ''}
        />
        <Textarea
          label={t('post.description')}
          rows={3}
          maxLength={POST_DESCRIPTION_MAX}
          {...form.field('description')}
          value={v.description ?? ''}
        />
        <RichTextEditor
          label={t('post.body')}
          value={v.body ?? ''}
          onChange={(html) => form.set('body', html)}
          error={form.errors.body}
        />
      </div>
      <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <RadioGroup
          label={t('post.status')}
          name="status"
          required
          value={v.status}
          options={POST_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) }))}
          onChange={(value) => form.set('status', value)}
          error={form.errors.status}
        />
        <DatePicker
          label={t('post.publishedAt')}
          name="publishedAt"
          value={dayOf(v.publishedAt ?? null)}
          onChange={(day) =>
            form.set(
              'publishedAt',
              // The same day as stored keeps its moment; another day starts at its midnight, school time.
              day && day === dayOf(item?.publishedAt ?? null) ? (item?.publishedAt ?? null) : (day ?? null),
            )
          }
          error={form.errors.publishedAt}
        />
        <p className="-mt-2 text-xs text-muted">{t('post.publishedAtHint')}</p>
        <Select
          label={t('post.locale')}
          name="locale"
          required
          options={LOCALES.map((locale) => ({ id: locale, text: t(LOCALE_NAMES[locale]) }))}
          value={{ id: v.locale, text: t(LOCALE_NAMES[v.locale]) }}
          onChange={(option) => option && form.set('locale', option.id as typeof v.locale)}
          error={form.errors.locale}
        />
        <Select
          label={t('post.category')}
          name="idCategory"
          search={searchCategories}
          value={category}
          onChange={chooseCategory}
          error={form.errors.idCategory}
        />
        <FileUpload
          label={t('post.cover')}
          fileType="image"
          action="postCover"
          value={cover}
          onChange={(file) => {
            setUploaded(file);
            form.set('coverUrl', file?.url ?? null);
          }}
          error={form.errors.coverUrl}
        />
        <SaveBar busy={form.submitting} onBack={onBack} className="flex-wrap" />
      </div>
    </form>
  );
}

/** Where a saved post stands, and its public page once visitors can see it. */
function PublicState({ item }: { item: SchoolPost }) {
  const t = useT();
  const state = postState(item);
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm">
      <Pill tone={POST_STATE_TONES[state]}>{t(POST_STATE_NAMES[state])}</Pill>
      {state === 'published' && (
        <a
          href={`/p/${item.slug}`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          {t('post.viewPublic')}
          <ArrowTopRightOnSquareIcon aria-hidden className="size-4" />
        </a>
      )}
    </p>
  );
}

/** A post: title, address, description, content, status and date, language, category and cover. */
export function PostForm({ id, onNavigate }: PostFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourcePage
      area="post"
      id={id}
      list="postList"
      addTitle={t('route.postAdd')}
      editTitle={t('route.postEdit')}
      titleOf={(item) => item.title}
      onNavigate={onNavigate}
    >
      {(item, reload) => (
        <div className="flex flex-col gap-4">
          {item && <PublicState item={item} />}
          <Editor
            key={item?.updatedAt ?? 'new'}
            item={item}
            onSaved={(saved) => (item ? reload() : go(pathTo('postEdit', { id: saved.id })))}
            onBack={() => go(LIST)}
          />
        </div>
      )}
    </ResourcePage>
  );
}
