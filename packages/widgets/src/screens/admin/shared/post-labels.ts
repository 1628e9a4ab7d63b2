import type { PostStatus, PostSummary } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import type { Tone } from '../../../ui/status-badge/pill';

/** Where a post stands for visitors: a draft, published, or published with a date still to come. */
export type PostState = PostStatus | 'scheduled';

export function postState(post: Pick<PostSummary, 'status' | 'publishedAt'>, now = Date.now()): PostState {
  if (post.status === 'draft') return 'draft';
  return post.publishedAt && new Date(post.publishedAt).getTime() > now ? 'scheduled' : 'published';
}

export const POST_STATE_NAMES: Record<PostState, TranslationKey> = {
  draft: 'post.draft',
  published: 'post.published',
  scheduled: 'post.scheduled',
};

export const POST_STATE_TONES: Record<PostState, Tone> = {
  draft: 'gray',
  published: 'green',
  scheduled: 'amber',
};
