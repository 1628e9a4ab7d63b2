import { Features, type LengthValue, transform } from 'lightningcss';

/** What 1rem is on a page that leaves its root alone, and so what our screens are drawn at. */
const ROOT_PX = 16;
const SAFARI = (16 << 16) | (4 << 8);

function px(length: LengthValue): LengthValue {
  return length.unit === 'rem' ? { unit: 'px', value: length.value * ROOT_PX } : length;
}

/**
 * The CSS the elements adopt in their shadow roots, with every rem length turned into px. Inside a shadow
 * root rem still means the page's root font size, and many school pages set it to 62.5 % (Bootstrap 3's
 * 10px), which shrank our inputs to 8.75 px text. Lightning CSS rewrites lengths where they are declared,
 * custom properties (Tailwind's --spacing, --text-*) included, and leaves selectors alone: arbitrary values
 * such as `.lg:grid-cols-[1fr_20rem]` carry "rem" in the class name, which a text replace would break.
 */
export function remToPx(css: string): string {
  const { code } = transform({
    filename: 'elements.css',
    code: Buffer.from(css),
    minify: true,
    // Tailwind 4's own browser baseline and media query form, so only the lengths differ from its output.
    targets: { chrome: 111 << 16, firefox: 128 << 16, safari: SAFARI, ios_saf: SAFARI },
    include: Features.MediaQueries,
    visitor: { Length: px },
  });
  return code.toString();
}
