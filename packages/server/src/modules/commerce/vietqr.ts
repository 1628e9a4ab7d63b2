/**
 * VietQR (NAPAS 247) as an EMVCo merchant-presented QR payload: TLV fields (two-digit id, two-digit length,
 * value), the account under NAPAS's GUID with the "to account" service, the amount and the transfer note,
 * closed by a CRC-16/CCITT-FALSE over everything before it (its own "6304" included).
 */

import { BanksObject } from 'vietnam-qr-pay';

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor ("123456789" → 29B1). */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A note a bank keeps: ASCII letters, digits and spaces, at most 25 characters. */
export function transferNote(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .slice(0, 25);
}

const banks = new Map(Object.values(BanksObject).map((bank) => [bank.bin, bank]));

/** The bank a NAPAS BIN names, so a buyer who types the transfer by hand knows where to send it. */
export function bankOf(bin: string): { shortName: string; name: string } | null {
  const bank = banks.get(bin);
  return bank ? { shortName: bank.shortName, name: bank.name } : null;
}

export interface VietQr {
  bankBin: string;
  accountNumber: string;
  /** In VND, whole. */
  amount: number;
  note: string;
}

/** The dynamic VietQR payload: for this account, this exact amount and this note. */
export function vietQrPayload({ bankBin, accountNumber, amount, note }: VietQr): string {
  const account =
    tlv('00', 'A000000727') +
    tlv('01', tlv('00', bankBin) + tlv('01', accountNumber)) +
    tlv('02', 'QRIBFTTA');
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('38', account) +
    tlv('53', '704') +
    tlv('54', String(amount)) +
    tlv('58', 'VN') +
    tlv('62', tlv('08', transferNote(note))) +
    '6304';
  return body + crc16(body);
}
