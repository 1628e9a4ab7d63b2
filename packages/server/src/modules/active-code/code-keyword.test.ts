import { describe, expect, it } from 'vitest';
import { codeKeyword } from './code-list';

describe('a keyword typed into the code list', () => {
  it('is a code read out when it has a digit, or a dash between letters of the codes’ alphabet', () => {
    expect(codeKeyword(' k7m2 - p9qx ')).toBe('k7m2p9qx');
    // A code may have no digit at all (one in eleven do): read out with a dash it is still a code.
    expect(codeKeyword('xudf-xrez')).toBe('xudfxrez');
  });

  it('stays a name or a username otherwise', () => {
    expect(codeKeyword('Tran Van')).toBe('Tran Van');
    expect(codeKeyword('le-li')).toBe('le-li');
    expect(codeKeyword('Nguyễn-Văn')).toBe('Nguyễn-Văn');
    expect(codeKeyword('  ')).toBe('');
  });
});
