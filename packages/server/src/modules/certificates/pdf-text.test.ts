import { describe, expect, it } from 'vitest';
import { breakableChunks } from './pdf-text';

describe('breakableChunks', () => {
  it('keeps spaced text breaking after its spaces only, punctuation with its word', () => {
    expect(breakableChunks('Chứng nhận Phạm Thu Trang, ngày 17.', 'vi')).toEqual([
      'Chứng ',
      'nhận ',
      'Phạm ',
      'Thu ',
      'Trang, ',
      'ngày ',
      '17.',
    ]);
  });

  it('breaks Lao between the words the segmenter finds, never inside one', () => {
    expect(breakableChunks('ພາສາລາວເບື້ອງຕົ້ນ', 'lo')).toEqual(['ພາສາ', 'ລາວ', 'ເບື້ອງຕົ້ນ']);
    const mixed = 'ຮຽນຈົບຫຼັກສູດ Excel ໃນວັນທີ 17 ພະຈິກ 2026.';
    const chunks = breakableChunks(mixed, 'lo');
    expect(chunks.join('')).toBe(mixed);
    expect(chunks).toEqual(['ຮຽນ', 'ຈົບ', 'ຫຼັກສູດ ', 'Excel ', 'ໃນ', 'ວັນທີ ', '17 ', 'ພະຈິກ ', '2026.']);
  });
});
