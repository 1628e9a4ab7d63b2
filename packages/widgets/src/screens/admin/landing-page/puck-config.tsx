import type { Config, CustomField, Data } from '@puckeditor/core';
import {
  COURSE_SOURCES,
  type PageData,
  pageItems,
  type RemoteSearch,
  SECTION_TYPES,
  type SectionType,
  type SelectOption,
} from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import { useCallback, useEffect, useState } from 'react';
import type { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { FileUpload } from '../../../ui/file-upload/file-upload';
import { Select } from '../../../ui/select/select';
import { CoursesPreview, type CoursesPreviewProps } from './courses-preview';

type T = ReturnType<typeof useT>;

export const SECTION_NAMES: Record<SectionType, TranslationKey> = {
  banner: 'builder.sections.banner',
  courses: 'builder.sections.courses',
  teachers: 'builder.sections.teachers',
  testimonials: 'builder.sections.testimonials',
  posts: 'builder.sections.posts',
  text: 'builder.sections.text',
  signup: 'builder.sections.signup',
  footer: 'builder.sections.footer',
};

const SOURCE_NAMES: Record<(typeof COURSE_SOURCES)[number], TranslationKey> = {
  chosen: 'builder.fields.sourceChosen',
  newest: 'builder.fields.sourceNewest',
  category: 'builder.fields.sourceCategory',
};

/** Puck's own words, in the interface's language. */
export function puckDictionary(t: T): Record<string, string> {
  return {
    'action-duplicate': t('builder.puck.duplicate'),
    'action-delete': t('builder.puck.delete'),
    'action-selectparent': t('builder.puck.selectParent'),
    'label-page': t('builder.puck.page'),
    'label-component': t('builder.puck.component'),
    'outline-empty': t('builder.puck.empty'),
    'outline-header-title': t('builder.puck.outline'),
    'outline-item-duplicate': t('builder.puck.duplicate'),
    'outline-item-delete': t('builder.puck.delete'),
    'field-arrayitem-summary': t('builder.puck.item'),
    'field-arrayitem-duplicate': t('builder.puck.duplicate'),
    'field-arrayitem-delete': t('builder.puck.delete'),
    'plugin-blocks': t('builder.puck.blocks'),
    'plugin-outline': t('builder.puck.outline'),
    'plugin-fields': t('builder.puck.fields'),
    'plugin-components': t('builder.puck.blocks'),
    'header-undo': t('builder.puck.undo'),
    'header-redo': t('builder.puck.redo'),
    'header-toggle-leftsidebar': t('builder.puck.leftSidebar'),
    'header-toggle-rightsidebar': t('builder.puck.rightSidebar'),
    'drawer-category-other': t('builder.puck.other'),
    'loader-loading': t('builder.puck.loading'),
  };
}

/** A multiple choice of the school's courses, searched on the server, kept as their ids. */
function CoursesField({
  value,
  onChange,
  label,
}: {
  value: number[] | undefined;
  onChange: (v: number[]) => void;
  label: string;
}) {
  const { api } = useSaola();
  const [chosen, setChosen] = useState<SelectOption[]>([]);
  const search = useCallback(
    async (query: RemoteSearch) =>
      pageItems(await api.course.list(query, { quiet: true })).map((c) => ({
        id: c.id,
        text: c.name,
      })),
    [api],
  );
  // The names of courses chosen earlier, known only by id in the page.
  useEffect(() => {
    const ids = value ?? [];
    if (!ids.length || chosen.length) return;
    void api.course.list({ take: 200 }, { quiet: true }).then((reply) =>
      setChosen(
        pageItems(reply)
          .filter((c) => ids.includes(c.id))
          .map((c) => ({ id: c.id, text: c.name })),
      ),
    );
  }, [api, value, chosen.length]);
  return (
    <Select
      multiple
      compact
      label={label}
      name="idCourses"
      search={search}
      value={chosen}
      onChange={(options) => {
        setChosen(options);
        onChange(options.map((o) => Number(o.id)));
      }}
    />
  );
}

/** One course category, searched on the server, kept as its id. */
function CategoryField({
  value,
  onChange,
  label,
}: {
  value: number | null | undefined;
  onChange: (v: number | null) => void;
  label: string;
}) {
  const { api } = useSaola();
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  const search = useCallback(
    async (query: RemoteSearch) =>
      pageItems(await api.courseCategory.list(query, { quiet: true })).map((c) => ({
        id: c.id,
        text: c.name,
      })),
    [api],
  );
  useEffect(() => {
    if (!value || chosen) return;
    void search({ keyword: '', take: 1000, page: 1 }).then((options) =>
      setChosen(options.find((o) => o.id === value) ?? null),
    );
  }, [value, chosen, search]);
  return (
    <Select
      compact
      label={label}
      name="idCategory"
      search={search}
      value={chosen}
      onChange={(option) => {
        setChosen(option);
        onChange(option ? Number(option.id) : null);
      }}
    />
  );
}

const box = 'mx-auto max-w-5xl px-4 py-6';

function Heading({ children }: { children?: string | undefined }) {
  return children ? <h2 className="mb-3 text-xl font-semibold">{children}</h2> : null;
}

/** The builder's sections: each with its fields and a preview close to what visitors get from the server. */
export function puckConfig(t: T): Config {
  const text = (key: TranslationKey) => ({ type: 'text' as const, label: t(key) });
  const title = { title: text('builder.fields.title') };
  const limit = { limit: { type: 'number' as const, label: t('builder.fields.limit'), min: 1, max: 24 } };
  const coursesField: CustomField<number[] | undefined> = {
    type: 'custom',
    label: t('builder.fields.courses'),
    render: ({ value, onChange }) => (
      <CoursesField value={value} onChange={onChange} label={t('builder.fields.courses')} />
    ),
  };
  // A slide's picture: uploaded (checked and sent with its progress, public) or an address saved before.
  const imageField: CustomField<string | undefined> = {
    type: 'custom',
    label: t('builder.fields.imageUrl'),
    render: ({ value, onChange }) => (
      <FileUpload
        label={t('builder.fields.imageUrl')}
        fileType="image"
        action="landingImage"
        value={value ? { name: value.replace(/^.*\//, ''), url: value, type: 'image' } : null}
        onChange={(file) => onChange(file?.url)}
      />
    ),
  };
  const categoryField: CustomField<number | null | undefined> = {
    type: 'custom',
    label: t('builder.fields.category'),
    render: ({ value, onChange }) => (
      <CategoryField value={value} onChange={onChange} label={t('builder.fields.category')} />
    ),
  };
  const placeholders = (n: number, label: string) => (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {Array.from({ length: Math.min(n || 1, 6) }, (_, i) => `placeholder-${i}`).map((key) => (
        <div key={key} className="h-24 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
          {label}
        </div>
      ))}
    </div>
  );
  return {
    root: {
      fields: {
        title: text('builder.fields.pageTitle'),
        description: { type: 'textarea', label: t('builder.fields.pageDescription') },
      },
    },
    components: {
      banner: {
        label: t(SECTION_NAMES.banner),
        fields: {
          slides: {
            type: 'array',
            label: t('builder.fields.slides'),
            max: 10,
            arrayFields: {
              title: text('builder.fields.title'),
              subtitle: text('builder.fields.subtitle'),
              imageUrl: imageField,
              buttonText: text('builder.fields.buttonText'),
              buttonUrl: text('builder.fields.buttonUrl'),
            },
            defaultItemProps: { title: t('landing.heroTitle') },
            getItemSummary: (item: { title?: string }) => item.title ?? '',
          },
        },
        defaultProps: { slides: [{ title: t('landing.heroTitle'), subtitle: t('landing.heroSubtitle') }] },
        render: ({
          slides,
        }: {
          slides: Array<{ title: string; subtitle?: string; buttonText?: string }>;
        }) => (
          <div className={box}>
            <div className="flex snap-x gap-3 overflow-x-auto">
              {slides.map((slide) => (
                <div
                  key={JSON.stringify(slide)}
                  className="w-full shrink-0 snap-start rounded-xl bg-teal-900 px-6 py-12 text-white"
                >
                  <p className="text-2xl font-bold">{slide.title}</p>
                  {slide.subtitle && <p className="mt-2">{slide.subtitle}</p>}
                  {slide.buttonText && (
                    <span className="mt-4 inline-block rounded-lg bg-white px-3 py-2 font-semibold text-teal-900">
                      {slide.buttonText}
                    </span>
                  )}
                </div>
              ))}
            </div>
          </div>
        ),
      },
      courses: {
        label: t(SECTION_NAMES.courses),
        fields: {
          ...title,
          source: {
            type: 'radio',
            label: t('builder.fields.source'),
            options: COURSE_SOURCES.map((value) => ({ value, label: t(SOURCE_NAMES[value]) })),
          },
          idCourses: coursesField,
          idCategory: categoryField,
          ...limit,
        },
        defaultProps: { title: t('landing.coursesTitle'), source: 'newest', limit: 6 },
        render: ({ title: heading, ...shown }: CoursesPreviewProps & { title?: string }) => (
          <div className={box}>
            <Heading>{heading}</Heading>
            <CoursesPreview {...shown} />
          </div>
        ),
      },
      teachers: {
        label: t(SECTION_NAMES.teachers),
        fields: { ...title, ...limit },
        defaultProps: { title: t('landing.teachersTitle'), limit: 4 },
        render: ({ title: heading, limit: n }: { title?: string; limit: number }) => (
          <div className={box}>
            <Heading>{heading}</Heading>
            {placeholders(n, t('builder.sections.teachers'))}
          </div>
        ),
      },
      testimonials: {
        label: t(SECTION_NAMES.testimonials),
        fields: {
          ...title,
          items: {
            type: 'array',
            label: t('builder.fields.items'),
            max: 12,
            arrayFields: {
              name: text('builder.fields.name'),
              role: text('builder.fields.role'),
              quote: { type: 'textarea', label: t('builder.fields.quote') },
            },
            getItemSummary: (item: { name?: string }) => item.name ?? '',
          },
        },
        defaultProps: { title: t('landing.testimonialsTitle'), items: [] },
        render: ({
          title: heading,
          items,
        }: {
          title?: string;
          items: Array<{ name: string; quote: string }>;
        }) => (
          <div className={box}>
            <Heading>{heading}</Heading>
            <div className="grid gap-3 md:grid-cols-2">
              {items.map((item) => (
                <blockquote key={JSON.stringify(item)} className="rounded-lg bg-white p-4 shadow-sm">
                  “{item.quote}” — {item.name}
                </blockquote>
              ))}
            </div>
          </div>
        ),
      },
      posts: {
        label: t(SECTION_NAMES.posts),
        fields: { ...title, limit: { type: 'number', label: t('builder.fields.limit'), min: 1, max: 12 } },
        defaultProps: { title: t('landing.postsTitle'), limit: 3 },
        render: ({ title: heading, limit: n }: { title?: string; limit: number }) => (
          <div className={box}>
            <Heading>{heading}</Heading>
            {placeholders(n, t('builder.sections.posts'))}
          </div>
        ),
      },
      text: {
        label: t(SECTION_NAMES.text),
        fields: { ...title, body: { type: 'textarea', label: t('builder.fields.body') } },
        defaultProps: { title: '', body: '' },
        render: ({ title: heading, body }: { title?: string; body: string }) => (
          <div className={box}>
            <Heading>{heading}</Heading>
            <p className="whitespace-pre-line">{body}</p>
          </div>
        ),
      },
      signup: {
        label: t(SECTION_NAMES.signup),
        fields: {
          ...title,
          text: { type: 'textarea', label: t('builder.fields.text') },
          buttonText: text('builder.fields.buttonText'),
        },
        defaultProps: {
          title: t('landing.signupTitle'),
          text: t('landing.signupText'),
          buttonText: t('landing.signupButton'),
        },
        render: ({
          title: heading,
          text: body,
          buttonText,
        }: {
          title: string;
          text?: string;
          buttonText: string;
        }) => (
          <div className={`${box} rounded-xl bg-emerald-50 text-center`}>
            <Heading>{heading}</Heading>
            {body && <p>{body}</p>}
            <span className="mt-3 inline-block rounded-lg bg-teal-700 px-3 py-2 font-semibold text-white">
              {buttonText}
            </span>
          </div>
        ),
      },
      footer: {
        label: t(SECTION_NAMES.footer),
        fields: {
          about: { type: 'textarea', label: t('builder.fields.about') },
          address: text('builder.fields.address'),
          phone: text('builder.fields.phone'),
          email: text('builder.fields.email'),
        },
        defaultProps: {},
        render: (props: { about?: string; address?: string; phone?: string; email?: string }) => (
          <footer className={`${box} border-t border-slate-200 text-sm text-slate-600`}>
            {[props.about, props.address, props.phone, props.email].some(Boolean) ? (
              [props.about, props.address, props.phone, props.email]
                .filter(Boolean)
                .map((line) => <p key={line}>{line}</p>)
            ) : (
              // An empty footer still says what it is, in the preview and to assistive technology.
              <p>{t(SECTION_NAMES.footer)}</p>
            )}
          </footer>
        ),
      },
    },
  } as unknown as Config;
}

/** Puck's data from a stored page (Puck keeps the same shape). */
export const toPuck = (page: PageData): Data =>
  ({ root: { props: { ...page.root.props } }, content: page.content }) as unknown as Data;

const FIELDS: Record<SectionType, readonly string[]> = {
  banner: ['id', 'slides'],
  courses: ['id', 'title', 'source', 'idCourses', 'idCategory', 'limit'],
  teachers: ['id', 'title', 'limit'],
  testimonials: ['id', 'title', 'items'],
  posts: ['id', 'title', 'limit'],
  text: ['id', 'title', 'body'],
  signup: ['id', 'title', 'text', 'buttonText'],
  footer: ['id', 'about', 'address', 'phone', 'email'],
};
const ITEM_FIELDS: Record<string, readonly string[]> = {
  slides: ['title', 'subtitle', 'imageUrl', 'buttonText', 'buttonUrl'],
  items: ['name', 'role', 'quote'],
};

/** Only the named fields that hold something (Puck's own keys left out, blanks dropped). */
function pick(props: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const name of names) {
    const value = props[name];
    if (value === undefined || value === null || value === '') continue;
    const item = ITEM_FIELDS[name];
    kept[name] =
      item && Array.isArray(value)
        ? value.map((v) => pick((v ?? {}) as Record<string, unknown>, item))
        : value;
  }
  return kept;
}

/** The page to save from Puck's data: the page's title and description, and each known section's fields. */
export function fromPuck(data: Data): PageData {
  const root = (data.root?.props ?? {}) as Record<string, unknown>;
  return {
    root: { props: pick(root, ['title', 'description']) },
    content: (data.content ?? [])
      .filter((item) => (SECTION_TYPES as readonly string[]).includes(item.type))
      .map((item) => ({
        type: item.type,
        props: pick(item.props as Record<string, unknown>, FIELDS[item.type as SectionType]),
      })) as PageData['content'],
  };
}
