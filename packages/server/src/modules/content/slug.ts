import { SLUG_MAX } from '@saola/core/api';

/**
 * A post's address from its title: Vietnamese marks dropped (đ → d), everything else that is not a letter or
 * a digit a dash. A Lao title has no Latin letters to keep: it gives `post`, numbered when taken.
 */
export function slugOf(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX - 8)
    .replace(/-+$/g, '');
  return base || 'post';
}

/** The candidates for a slug, in order: itself, then `-2`, `-3` … */
export function numbered(slug: string, n: number): string {
  return n < 2 ? slug : `${slug.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
}
