import type { Design, LandingPage, PageData } from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import { contractAnswers } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import { courseServer } from '../course-list/course-list.fixtures';

const design = (title: string): PageData => ({
  root: { props: {} },
  content: [
    { type: 'banner', props: { id: 'banner-1', slides: [{ title }] } },
    { type: 'courses', props: { id: 'courses-1', title: 'Khóa học mới', source: 'newest', limit: 6 } },
    { type: 'footer', props: { id: 'footer-1', phone: '0901 234 567' } },
  ],
});

export const DESIGN_PAGES: Design[] = [
  { id: 1, page: design('Học mọi lúc, mọi nơi cùng trường') },
  { id: 2, page: design('Mẫu hai') },
  { id: 3, page: design('Mẫu ba') },
];

/** The landing page endpoints over pages kept in memory, one per language. */
export function landingServer(initial: Partial<Record<Locale, LandingPage>> = {}): Answers {
  const pages = new Map<Locale, LandingPage>(Object.entries(initial) as Array<[Locale, LandingPage]>);
  const get = (locale: Locale): LandingPage =>
    pages.get(locale) ?? {
      locale,
      design: 1,
      draft: (DESIGN_PAGES[0] as Design).page,
      published: null,
      publishedAt: null,
      updatedAt: null,
    };
  return {
    ...courseServer(),
    ...contractAnswers({
      landingPage: {
        get: ({ locale }) => get(locale),
        designs: () => DESIGN_PAGES,
        save: ({ locale, design: id, page }) => {
          const saved = {
            ...get(locale),
            design: id,
            draft: page as PageData,
            updatedAt: '2026-11-22T03:00:00.000Z',
          };
          pages.set(locale, saved);
          return saved;
        },
        publish: ({ locale, published }) => {
          const current = get(locale);
          const next = published
            ? { ...current, published: current.draft, publishedAt: '2026-11-22T03:05:00.000Z' }
            : { ...current, published: null, publishedAt: null };
          pages.set(locale, next);
          return next;
        },
      },
    }),
  };
}

export const SAVED_VI: LandingPage = {
  locale: 'vi',
  design: 2,
  draft: (DESIGN_PAGES[1] as Design).page,
  published: (DESIGN_PAGES[1] as Design).page,
  publishedAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};
