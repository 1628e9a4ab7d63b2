import type { CertificateLayout, SlotPosition } from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { baselineOf, breakableChunks, type Doc, drawRuns, FONTS, widthOf } from './pdf-text';

/** A4 landscape, in points. */
export const PAGE = { width: 841.89, height: 595.28 } as const;

export interface CertificatePage {
  /** The language the page is worded in: Lao lines break between its words. */
  locale: Locale;
  title: string;
  /** The template's text with its placeholders already replaced. */
  body: string;
  learnerName: string;
  courseName: string;
  /** The completion date as the reader's language writes it. */
  dateText: string;
  signerName: string;
  signerTitle: string;
  layout: CertificateLayout;
  /** A PNG or JPEG drawn over the whole page, or none. */
  background: Buffer | null;
  /** The printed code line and the address the QR code points to. */
  codeText: string;
  verifyUrl: string;
  verifyLabel: string;
  /** A stamp across the page when the certificate was revoked. */
  revokedText: string | null;
  /** The PDF's metadata title. */
  documentTitle: string;
}

/** One line centred on `cx`, its top at `y`, run by run; shrunk to fit `maxWidth`. */
function centredLine(
  doc: Doc,
  text: string,
  cx: number,
  y: number,
  size: number,
  options: { bold?: boolean; color?: string; maxWidth?: number } = {},
) {
  const bold = options.bold ?? false;
  let fitted = size;
  const maxWidth = options.maxWidth ?? PAGE.width - 80;
  while (fitted > 6 && widthOf(doc, text, fitted, bold) > maxWidth) fitted -= 1;
  doc.fillColor(options.color ?? '#1f2937');
  drawRuns(doc, text, cx - widthOf(doc, text, fitted, bold) / 2, baselineOf(y, fitted), fitted, bold);
}

/**
 * Text wrapped to lines of at most `maxWidth`, each centred: lines break after spaces, and in Lao between
 * the words of `locale`'s segmenter.
 */
function centredParagraph(
  doc: Doc,
  text: string,
  locale: Locale,
  at: { cx: number; y: number },
  size: number,
  maxWidth: number,
) {
  let line = '';
  let top = at.y;
  const flush = () => {
    if (line.trim()) centredLine(doc, line.trim(), at.cx, top, size, { maxWidth, color: '#374151' });
    top += size * 1.4;
    line = '';
  };
  for (const paragraph of text.split('\n')) {
    for (const chunk of breakableChunks(paragraph, locale)) {
      const next = line + chunk;
      if (line.trim() && widthOf(doc, next.trimEnd(), size, false) > maxWidth) {
        flush();
        line = chunk.trimStart();
      } else line = next;
    }
    flush();
  }
}

const at = (slot: SlotPosition) => ({
  cx: (slot.x / 100) * PAGE.width,
  y: (slot.y / 100) * PAGE.height - slot.size / 2,
});

/** The QR code pointing to the public check, drawn as vector squares. */
function qr(doc: Doc, url: string, x: number, y: number, side: number) {
  const code = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = code.modules.size;
  const cell = side / n;
  doc.rect(x - 3, y - 3, side + 6, side + 6).fill('#ffffff');
  doc.fillColor('#111827');
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (code.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill();
}

/** Renders one certificate page; every text NFC-normalised (a name typed decomposed prints the same). */
export function certificatePdf(page: CertificatePage): Promise<Buffer> {
  const nfc = (s: string) => s.normalize('NFC');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: nfc(page.documentTitle), Author: 'Saola', Producer: 'Saola' },
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (page.background) doc.image(page.background, 0, 0, { width: PAGE.width, height: PAGE.height });
  else {
    doc.rect(0, 0, PAGE.width, PAGE.height).fill('#fffdf7');
    doc
      .lineWidth(6)
      .strokeColor('#0f766e')
      .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
      .stroke();
    doc
      .lineWidth(1.5)
      .strokeColor('#b08d57')
      .rect(36, 36, PAGE.width - 72, PAGE.height - 72)
      .stroke();
  }

  const cx = PAGE.width / 2;
  centredLine(doc, nfc(page.title), cx, PAGE.height * 0.12, 30, { bold: true, color: '#0f766e' });
  if (page.body.trim())
    centredParagraph(doc, nfc(page.body), page.locale, { cx, y: PAGE.height * 0.24 }, 13, PAGE.width * 0.7);

  const { layout } = page;
  const learner = at(layout.learnerName);
  centredLine(doc, nfc(page.learnerName), learner.cx, learner.y, layout.learnerName.size, {
    bold: true,
    color: '#111827',
  });
  const course = at(layout.courseName);
  centredLine(doc, nfc(page.courseName), course.cx, course.y, layout.courseName.size, { bold: true });
  const date = at(layout.completionDate);
  centredLine(doc, nfc(page.dateText), date.cx, date.y, layout.completionDate.size);

  // The signer, bottom right.
  const signX = PAGE.width * 0.76;
  const signY = PAGE.height * 0.8;
  if (page.signerName.trim() || page.signerTitle.trim()) {
    doc.lineWidth(0.8).strokeColor('#6b7280');
    doc
      .moveTo(signX - 90, signY)
      .lineTo(signX + 90, signY)
      .stroke();
    centredLine(doc, nfc(page.signerName), signX, signY + 6, 13, { bold: true, maxWidth: 220 });
    centredLine(doc, nfc(page.signerTitle), signX, signY + 24, 10, { maxWidth: 220, color: '#4b5563' });
  }

  // The code and the QR code to check it, bottom left.
  const side = 64;
  const qrX = 60;
  const qrY = PAGE.height - 60 - side;
  qr(doc, page.verifyUrl, qrX, qrY, side);
  doc.fillColor('#374151');
  const textX = qrX + side + 12;
  for (const [i, line] of [nfc(page.codeText), nfc(page.verifyLabel), page.verifyUrl].entries()) {
    const size = i === 2 ? 8 : 9;
    drawRuns(doc, line, textX, baselineOf(qrY + 8 + i * 16, size), size, i === 0);
  }

  if (page.revokedText) {
    doc.save();
    doc.opacity(0.45);
    centredLine(doc, nfc(page.revokedText), cx, PAGE.height * 0.5 - 32, 64, { bold: true, color: '#b91c1c' });
    doc.restore();
  }

  doc.end();
  return done;
}
