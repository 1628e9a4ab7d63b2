import { cx } from '../cx';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

/** Initials of the given name (the last words, as Vietnamese and Lao names put it last). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((part) => [...part][0]?.toUpperCase())
    .join('');
}

/** A person's picture, or their initials when there is none. Decorative: the name is always written beside it. */
export function Avatar({
  name,
  url,
  size = 'md',
}: {
  name: string;
  url?: string | null;
  size?: keyof typeof SIZES;
}) {
  if (url) return <img src={url} alt="" className={cx('rounded-full object-cover', SIZES[size])} />;
  return (
    <span
      aria-hidden
      className={cx(
        'inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800',
        SIZES[size],
      )}
    >
      {initials(name)}
    </span>
  );
}
