import { createRequire } from 'node:module';
import type { Locale } from '@saola/core/constants';
import * as fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * TrueType Noto fonts from npm (WOFF2 draws blank in pdfkit): Noto Sans for Latin with Vietnamese's stacked
 * diacritics, Noto Sans Lao for Lao. pdfkit draws one font at a time, so text is cut into runs by script.
 */
export const FONTS = {
  latin: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  latinBold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  lao: require.resolve('@expo-google-fonts/noto-sans-lao/400Regular/NotoSansLao_400Regular.ttf'),
  laoBold: require.resolve('@expo-google-fonts/noto-sans-lao/700Bold/NotoSansLao_700Bold.ttf'),
} as const;

type FontName = keyof typeof FONTS;
export type Doc = InstanceType<typeof PDFDocument>;

/** The fonts' outlines and metrics, read once per process. */
const faces = new Map<FontName, fontkit.Font>();
function face(name: FontName): fontkit.Font {
  let found = faces.get(name);
  if (!found) {
    found = fontkit.openSync(FONTS[name]) as fontkit.Font;
    faces.set(name, found);
  }
  return found;
}

const isLao = (ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return c >= 0x0e80 && c <= 0x0eff;
};

/** Scripts written without spaces between words (Thai, Lao, Myanmar, Khmer): lines break between words. */
const UNSPACED = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]/u;

/** Cuts text into runs of Lao and of everything else (spaces stay with the run they are in). */
export function scriptRuns(text: string): Array<{ text: string; lao: boolean }> {
  const runs: Array<{ text: string; lao: boolean }> = [];
  for (const ch of text) {
    const lao = isLao(ch) || (ch === ' ' && runs.length > 0 && (runs.at(-1)?.lao ?? false));
    const last = runs.at(-1);
    if (last && last.lao === lao) last.text += ch;
    else runs.push({ text: ch, lao });
  }
  return runs;
}

/**
 * A paragraph cut where a line may break: after spaces as before, and inside Lao (or Thai-like) text only
 * between the words the segmenter finds, never inside a word or a syllable. Each piece keeps its trailing
 * spaces; joined, the pieces are the paragraph.
 */
export function breakableChunks(paragraph: string, locale: Locale): string[] {
  const chunks: string[] = [];
  let previous = '';
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(paragraph)) {
    const afterSpace = /\s$/u.test(previous);
    const betweenWords = UNSPACED.test(previous.slice(-1)) && UNSPACED.test(segment[0] ?? '');
    const leadingSpace = /^\s/u.test(segment);
    if (chunks.length > 0 && !leadingSpace && (afterSpace || betweenWords)) chunks.push(segment);
    else if (chunks.length > 0) chunks[chunks.length - 1] += segment;
    else chunks.push(segment);
    previous = segment;
  }
  return chunks;
}

/**
 * Latin runs keep Vietnamese's precomposed letters (ị, ọ, ế) as single glyphs: Noto Sans's ccmp would split
 * them into a base and a mark, and the PDF's text layer (copy, search, pdftotext) would then read "i" as "ị".
 */
const LATIN_FEATURES = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];
/**
 * Lao's text layer sets every mark where the pen is, unpositioned: text extractors (pdftotext, copy, search)
 * cut a word where a mark is placed back over its consonant, as the visible glyphs must be.
 */
const LAO_TEXT_LAYER = {
  ccmp: false,
  mark: false,
  mkmk: false,
} as unknown as PDFKit.Mixins.OpenTypeFeatures[];

function fontOf(lao: boolean, bold: boolean): FontName {
  if (lao) return bold ? 'laoBold' : 'lao';
  return bold ? 'latinBold' : 'latin';
}

function runWidth(doc: Doc, run: { text: string; lao: boolean }, size: number, bold: boolean): number {
  doc.font(fontOf(run.lao, bold)).fontSize(size);
  return doc.widthOfString(run.text, { features: run.lao ? LAO_TEXT_LAYER : LATIN_FEATURES });
}

export function widthOf(doc: Doc, text: string, size: number, bold: boolean): number {
  return scriptRuns(text).reduce((sum, run) => sum + runWidth(doc, run, size, bold), 0);
}

/** Where a line whose top is at `top` sits: one baseline for both scripts, the Latin font's. */
export const baselineOf = (top: number, size: number) =>
  top + (face('latin').ascent / face('latin').unitsPerEm) * size;

/**
 * Lao as the eye needs it and as a reader copies it: the shaped glyphs (marks stacked by the font's
 * positioning) drawn as outlines, and the same text once more, invisible (render mode 3) and unpositioned,
 * as the page's text layer.
 */
function laoRun(doc: Doc, text: string, x: number, baseline: number, size: number, bold: boolean) {
  const font = face(fontOf(true, bold));
  const scale = size / font.unitsPerEm;
  const shaped = font.layout(text);
  let pen = x;
  const outlines: string[] = [];
  shaped.glyphs.forEach((glyph, i) => {
    const at = shaped.positions[i];
    if (!at) return;
    const left = pen + at.xOffset * scale;
    const base = baseline - at.yOffset * scale;
    outlines.push(glyph.path.transform(scale, 0, 0, -scale, left, base).toSVG());
    pen += at.xAdvance * scale;
  });
  const path = outlines.join(' ').trim();
  if (path) doc.path(path).fill();
  doc.save();
  doc.addContent('3 Tr');
  doc.font(fontOf(true, bold)).fontSize(size);
  doc.text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic', features: LAO_TEXT_LAYER });
  doc.restore();
}

/** One line of mixed scripts from `x` on the given baseline, in the current fill colour; answers its width. */
export function drawRuns(
  doc: Doc,
  text: string,
  x: number,
  baseline: number,
  size: number,
  bold: boolean,
): number {
  let pen = x;
  for (const run of scriptRuns(text)) {
    if (run.lao) laoRun(doc, run.text, pen, baseline, size, bold);
    else {
      doc.font(fontOf(false, bold)).fontSize(size);
      doc.text(run.text, pen, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        features: LATIN_FEATURES,
      });
    }
    pen += runWidth(doc, run, size, bold);
  }
  return pen - x;
}
