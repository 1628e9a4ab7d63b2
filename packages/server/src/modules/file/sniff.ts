import { CONTENT_TYPES } from '@saola/core/api';

/** What a file's first bytes say it is. */
export type Family =
  | 'jpeg'
  | 'png'
  | 'pdf'
  | 'iso-media'
  | 'webm'
  | 'mp3'
  | 'wav'
  | 'ogg'
  | 'zip'
  | 'ole'
  | 'text';

const FAMILY_OF_EXTENSION: Record<string, Family> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  mp4: 'iso-media',
  mov: 'iso-media',
  m4v: 'iso-media',
  m4a: 'iso-media',
  webm: 'webm',
  mp3: 'mp3',
  wav: 'wav',
  ogg: 'ogg',
  zip: 'zip',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  txt: 'text',
  csv: 'text',
};

const starts = (head: Uint8Array, bytes: number[], offset = 0) =>
  bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // A multi-byte character cut at the end of the sample is fine; anything else invalid is not text.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}

export function sniff(head: Uint8Array): Family | undefined {
  if (starts(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(head, ascii('%PDF-'))) return 'pdf';
  if (starts(head, ascii('ftyp'), 4)) return 'iso-media';
  if (starts(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (starts(head, ascii('ID3')) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (starts(head, ascii('RIFF')) && starts(head, ascii('WAVE'), 8)) return 'wav';
  if (starts(head, ascii('OggS'))) return 'ogg';
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (head.length > 0 && isText(head)) return 'text';
  return undefined;
}

/** The type to store when the bytes are what the file's extension claims; nothing when they are not. */
export function sniffedType(extension: string, head: Uint8Array): string | undefined {
  const lower = extension.toLowerCase();
  const expected = FAMILY_OF_EXTENSION[lower];
  return expected !== undefined && sniff(head) === expected ? CONTENT_TYPES[lower] : undefined;
}
