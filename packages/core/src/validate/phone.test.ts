import { describe, expect, it } from 'vitest';
import { blankOr, object, phone, validateWith } from './index';
import { displayPhone, isPhone, normalisePhone, phoneCountryOf } from './phone';

const VN = phoneCountryOf('Asia/Ho_Chi_Minh');
const LA = phoneCountryOf('Asia/Vientiane');

describe('phone numbers as people write them (issue 33 item 11)', () => {
  it('tells the school’s country from its zone', () => {
    expect(VN).toBe('84');
    expect(LA).toBe('856');
    expect(phoneCountryOf('UTC')).toBe('84');
  });

  it('stores the usual forms in E.164', () => {
    expect(normalisePhone('+856 20 5555 1234', VN)).toBe('+8562055551234');
    expect(normalisePhone('+84 912 345 678', VN)).toBe('+84912345678');
    expect(normalisePhone('+84 912 345 678', LA)).toBe('+84912345678');
    expect(normalisePhone('0912-345-678', VN)).toBe('+84912345678');
    expect(normalisePhone('0912 345 678', VN)).toBe('+84912345678');
    expect(normalisePhone('(024) 3826.1234', VN)).toBe('+842438261234');
    expect(normalisePhone('84912345678', VN)).toBe('+84912345678');
    expect(normalisePhone('+84 (0)912 345 678', VN)).toBe('+84912345678');
    expect(normalisePhone('00856 20 5555 1234', VN)).toBe('+8562055551234');
    // Lao landlines: nine digits with the trunk 0.
    expect(normalisePhone('021 212 345', LA)).toBe('+85621212345');
    expect(normalisePhone('+856 21 212 345', VN)).toBe('+85621212345');
    expect(normalisePhone('020 5555 1234', LA)).toBe('+8562055551234');
    expect(normalisePhone('030 512 3456', LA)).toBe('+856305123456');
    // Another country's number, written in full.
    expect(normalisePhone('+33 6 12 34 56 78', VN)).toBe('+33612345678');
    expect(normalisePhone('+1 (202) 555-0123', LA)).toBe('+12025550123');
  });

  it('refuses what is not a phone number of the school or written in full', () => {
    for (const text of [
      '12',
      '0912 345 67',
      '0912 345 6789',
      '091a345678',
      '+84 12 345',
      '+1234567890123456',
      '',
      '++84912345678',
    ]) {
      expect(isPhone(text, VN), text).toBe(false);
    }
    // A Vietnamese mobile written nationally is not a Lao number.
    expect(isPhone('0912 345 678', LA)).toBe(false);
    expect(isPhone('021 212 345', VN)).toBe(false);
  });

  it('shows a number nationally for the school’s country and internationally for any other', () => {
    expect(displayPhone('+84912345678', VN)).toBe('0912 345 678');
    expect(displayPhone('+842438261234', VN)).toBe('024 3826 1234');
    expect(displayPhone('+8562055551234', VN)).toBe('+856 20 5555 1234');
    expect(displayPhone('+8562055551234', LA)).toBe('020 5555 1234');
    expect(displayPhone('+85621212345', LA)).toBe('021 212 345');
    expect(displayPhone('+84912345678', LA)).toBe('+84 912 345 678');
    expect(displayPhone('+12025550123', VN)).toBe('+1 202 555 0123');
    expect(displayPhone('+33612345678', VN)).toBe('+33 612 345 678');
  });

  it('still shows a number stored before numbers were kept in E.164', () => {
    expect(displayPhone('0912345678', VN)).toBe('0912 345 678');
    expect(displayPhone('0912-345-678', VN)).toBe('0912 345 678');
    expect(displayPhone('not a number', VN)).toBe('not a number');
  });

  it('is the form and payload rule: coerced to E.164 in the school’s country, refused with the field’s message', () => {
    const struct = object({ phone: phone() });
    expect(validateWith(struct, { phone: '0912-345-678' }, 'en', 'Asia/Ho_Chi_Minh')).toEqual({
      ok: true,
      value: { phone: '+84912345678' },
    });
    expect(validateWith(struct, { phone: '021 212 345' }, 'en', 'Asia/Vientiane')).toEqual({
      ok: true,
      value: { phone: '+85621212345' },
    });
    expect(validateWith(struct, { phone: '021 212 345' }, 'en', 'Asia/Ho_Chi_Minh')).toEqual({
      ok: false,
      errors: [{ field: 'phone', message: 'Phone number is invalid' }],
    });
  });
});

describe('an optional phone field', () => {
  it('passes blank, and coerces a filled one like the rule (blankOr)', () => {
    const struct = object({ phone: blankOr(phone()) });
    expect(validateWith(struct, { phone: '' }, 'vi', 'Asia/Vientiane')).toEqual({
      ok: true,
      value: { phone: '' },
    });
    expect(validateWith(struct, { phone: '+84 912 345 678' }, 'vi', 'Asia/Vientiane')).toEqual({
      ok: true,
      value: { phone: '+84912345678' },
    });
    expect(validateWith(struct, { phone: '0912' }, 'vi')).toEqual({
      ok: false,
      errors: [{ field: 'phone', message: 'Số điện thoại không hợp lệ' }],
    });
  });
});
