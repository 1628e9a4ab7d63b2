import { describe, expect, it } from 'vitest';
import { extensionOf, validators as v, youtubeId } from './predicates';

describe('validators', () => {
  it('required', () => {
    for (const ok of ['a', 0, [1], true, {}]) expect(v.required(ok)).toBe(true);
    for (const bad of ['', '   ', null, undefined, [], Number.NaN]) expect(v.required(bad)).toBe(false);
  });
  it('email', () => {
    expect(v.email('an.nguyen@truong.edu.vn')).toBe(true);
    for (const bad of ['an', 'an@', 'an@truong', 'a b@x.com', '@x.com', 'a@x.c'])
      expect(v.email(bad), bad).toBe(false);
  });
  it('min and max length count characters, not UTF-16 units', () => {
    expect(v.minLength('Nguyễn', 6)).toBe(true);
    expect(v.minLength('abc', 4)).toBe(false);
    expect(v.maxLength('ສະບາຍດີ', 7)).toBe(true);
    expect(v.maxLength('abcdef', 5)).toBe(false);
  });
  it('confirmed', () => {
    expect(v.confirmed('Saola@2026', 'Saola@2026')).toBe(true);
    expect(v.confirmed('a', 'b')).toBe(false);
  });
  it('numeric, integer and digits', () => {
    expect(v.numeric('12.5')).toBe(true);
    expect(v.numeric(7)).toBe(true);
    expect(v.numeric('12a')).toBe(false);
    expect(v.numeric(Number.POSITIVE_INFINITY)).toBe(false);
    expect(v.integer('-42')).toBe(true);
    expect(v.integer('4.2')).toBe(false);
    expect(v.integer({})).toBe(false);
    expect(v.digits('012345', 6)).toBe(true);
    expect(v.digits('12345', 6)).toBe(false);
    expect(v.digits(null, 6)).toBe(false);
  });
  it('between, min_value and max_value', () => {
    expect(v.between('5', 1, 10)).toBe(true);
    expect(v.between(11, 1, 10)).toBe(false);
    expect(v.between('x', 1, 10)).toBe(false);
    expect(v.minValue(0, 0)).toBe(true);
    expect(v.minValue(-1, 0)).toBe(false);
    expect(v.minValue('', 0)).toBe(false);
    expect(v.maxValue('100', 100)).toBe(true);
    expect(v.maxValue(101, 100)).toBe(false);
    expect(v.maxValue(undefined, 1)).toBe(false);
  });
  it('youtubeUrl accepts watch, embed, v and short forms with an 11-character id', () => {
    const id = 'dQw4w9WgXcQ';
    for (const url of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?feature=share&v=${id}&t=10`,
      `https://www.youtube.com/embed/${id}?start=3`,
      `http://youtube.com/v/${id}`,
      `https://youtu.be/${id}`,
      `youtu.be/${id}?t=1`,
    ]) {
      expect(v.youtubeUrl(url), url).toBe(true);
      expect(youtubeId(url)).toBe(id);
    }
    for (const bad of [
      'https://youtu.be/short',
      `https://vimeo.com/${id}`,
      'https://www.youtube.com/watch?v=',
      '',
    ]) {
      expect(v.youtubeUrl(bad), bad).toBe(false);
    }
  });
  it('facebookUrl and youtubeChannelUrl', () => {
    expect(v.facebookUrl('https://www.facebook.com/truongthptchuvanan')).toBe(true);
    expect(v.facebookUrl('https://fb.com/groups/123')).toBe(true);
    expect(v.facebookUrl('https://example.com/facebook')).toBe(false);
    expect(v.youtubeChannelUrl('https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw')).toBe(true);
    expect(v.youtubeChannelUrl('https://youtube.com/@saola-school')).toBe(true);
    expect(v.youtubeChannelUrl('https://youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false);
  });
  it('fileExtension looks at the first file only; *.* allows all', () => {
    expect(v.fileExtension([{ name: 'bai-giang.PDF' }, { name: 'x.exe' }], ['pdf', 'docx'])).toBe(true);
    expect(v.fileExtension(['x.exe', 'a.pdf'], ['.pdf'])).toBe(false);
    expect(v.fileExtension('anything.bin', ['*.*'])).toBe(true);
    expect(v.fileExtension([], ['*.*'])).toBe(false);
    expect(extensionOf('noextension')).toBe('');
  });
  it('datePickerRequire needs a real day', () => {
    expect(v.datePickerRequire('2026-02-28')).toBe(true);
    expect(v.datePickerRequire(new Date())).toBe(true);
    expect(v.datePickerRequire('2026-02-30')).toBe(false);
    expect(v.datePickerRequire('')).toBe(false);
    expect(v.datePickerRequire(new Date('nope'))).toBe(false);
    expect(v.datePickerRequire(20260101)).toBe(false);
  });
  it('strongPassword', () => {
    expect(v.strongPassword('Saola@2026')).toBe(true);
    for (const bad of ['abc', 'saola@2026', 'SAOLA@2026', 'Saola2026', 'Saola@abc', 'Sa@1'])
      expect(v.strongPassword(bad), bad).toBe(false);
  });
  it('images: jpg, jpeg, png up to 2 MiB (1024-based)', () => {
    expect(v.imageExtension('anh.JPEG')).toBe(true);
    expect(v.imageExtension({ name: 'anh.gif' })).toBe(false);
    expect(v.imageSize(2 * 1024 * 1024)).toBe(true);
    expect(v.imageSize(2 * 1024 * 1024 + 1)).toBe(false);
    expect(v.imageSize(2_000_001)).toBe(true);
    expect(v.fileSize(-1, 10)).toBe(false);
  });
});
