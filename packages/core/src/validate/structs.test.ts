import { optional, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { object } from './own';
import {
  between,
  blankOr,
  clockTime,
  confirmed,
  count,
  datePicked,
  digits,
  email,
  facebookUrl,
  fileExtension,
  fileSize,
  id,
  imageFile,
  integerText,
  maxValue,
  minLength,
  numeric,
  phone,
  requiredString,
  strongPassword,
  validateWith,
  youtubeChannelUrl,
  youtubeUrl,
} from './structs';

const profile = confirmed(
  object({
    fullName: requiredString(),
    email: optional(email()),
    phone: phone(),
    password: strongPassword(),
    confirmPassword: string(),
  }),
  'password',
  'confirmPassword',
);

describe('validateWith', () => {
  it('passes a valid value through, its phone in E.164', () => {
    const value = {
      fullName: 'Nguyễn Văn An',
      phone: '0912 345 678',
      password: 'Saola@2026',
      confirmPassword: 'Saola@2026',
    };
    expect(validateWith(profile, value)).toEqual({ ok: true, value: { ...value, phone: '+84912345678' } });
  });

  it('answers every failing field in the asked language', () => {
    const bad = { fullName: '  ', email: 'x', phone: '12', password: 'weak', confirmPassword: 'weak' };
    expect(validateWith(profile, bad, 'en')).toEqual({
      ok: false,
      errors: [
        { field: 'fullName', message: 'The field is required' },
        { field: 'email', message: 'The email is not valid' },
        { field: 'phone', message: 'Phone number is invalid' },
        {
          field: 'password',
          message:
            'The password must have at least 8 characters, 1 uppercase letter, 1 special character and 1 number',
        },
      ],
    });
    const vi = validateWith(profile, bad, 'vi');
    expect(vi.ok === false && vi.errors[0]?.message).toBe('Trường này là bắt buộc');
    const lo = validateWith(profile, bad, 'lo');
    expect(lo.ok === false && lo.errors[2]?.message).toBe('ເບີໂທລະສັບບໍ່ຖືກຕ້ອງ');
  });

  it('puts a confirmation mismatch on the confirmation field', () => {
    const result = validateWith(
      profile,
      { fullName: 'An', phone: '0912345678', password: 'Saola@2026', confirmPassword: 'Saola@2027' },
      'en',
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'confirmPassword', message: 'The confirmation does not match' }],
    });
  });

  it('says a missing field is required, a wrong type is invalid and an unknown key is unsupported', () => {
    const struct = object({ name: requiredString(), age: count() });
    expect(validateWith(struct, { age: 'x', extra: 1 }, 'en')).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: 'The field is required' },
        { field: 'age', message: 'Invalid value' },
        { field: 'extra', message: 'Unsupported field' },
      ],
    });
    expect(validateWith(struct, 'not an object', 'vi')).toEqual({
      ok: false,
      errors: [{ field: '', message: 'Giá trị không hợp lệ' }],
    });
  });

  it('refuses a NUL character anywhere in the payload', () => {
    const struct = object({ name: requiredString(), tags: optional(string()) });
    expect(validateWith(struct, { name: 'a\u0000b' }, 'en')).toEqual({
      ok: false,
      errors: [{ field: 'name', message: 'Invalid value' }],
    });
    expect(
      validateWith(object({ list: optional(string()) }), { list: ['x', 'y\u0000'] } as never, 'en'),
    ).toEqual({
      ok: false,
      errors: [{ field: 'list.1', message: 'Invalid value' }],
    });
    expect(validateWith(struct, { 'k\u0000': 1 } as never, 'en').ok).toBe(false);
  });

  it('answers invalid, never throws, for a value that cannot be printed', () => {
    const struct = object({ url: requiredString() });
    expect(validateWith(struct, JSON.parse('{"":{"toString":null}}'), 'en')).toEqual({
      ok: false,
      errors: [{ field: '', message: 'Invalid value' }],
    });
  });

  it('blankOr lets a blank field through and keeps the inner rule’s message otherwise', () => {
    const struct = object({ email: blankOr(email()) });
    expect(validateWith(struct, { email: '  ' }).ok).toBe(true);
    expect(validateWith(struct, { email: 'x' }, 'lo')).toEqual({
      ok: false,
      errors: [{ field: 'email', message: 'ອີເມວບໍ່ຖືກຕ້ອງ' }],
    });
    expect(validateWith(struct, { email: 'an@truong.edu.vn' }).ok).toBe(true);
  });

  it('restores the default locale after validating in another', () => {
    validateWith(requiredString(), '', 'lo');
    expect(validateWith(requiredString(), '')).toEqual({
      ok: false,
      errors: [{ field: '', message: 'Trường này là bắt buộc' }],
    });
  });

  it.each([
    [minLength(string(), 3), 'ab', 'Must be at least 3 characters'],
    [requiredString(5), 'abcdef', 'May not be longer than 5 characters'],
    [numeric(), '1x', 'Must be a number'],
    [integerText(), '1.5', 'Must be a whole number'],
    [digits(string(), 6), '123', 'Must be exactly 6 digits'],
    [between(string(), 1, 10), '11', 'Must be between 1 and 10'],
    [id(), 0, 'Must be at least 1'],
    [maxValue(string(), 5), '6', 'Must be at most 5'],
    [youtubeUrl(), 'https://vimeo.com/1', 'Invalid youtube link'],
    [facebookUrl(), 'https://x.com/a', 'Invalid Facebook link'],
    [youtubeChannelUrl(), 'https://x.com/a', 'Invalid YouTube channel link'],
    [datePicked(), '2026-13-01', 'Please choose a date'],
    [fileExtension(string(), ['pdf']), 'a.exe', 'Invalid file format'],
    [fileSize(count(), 10), 11, 'The file size is larger than the allowed capacity'],
    [imageFile(), { name: 'a.gif', size: 1 }, 'Invalid file format'],
    [
      imageFile(),
      { name: 'a.png', size: 3 * 1024 * 1024 },
      'The file size is larger than the allowed capacity',
    ],
    [clockTime(), '24:00', 'Invalid value'],
  ] as const)('rule %# fails with its own message', (struct, value, message) => {
    expect(validateWith(struct as never, value, 'en')).toEqual({
      ok: false,
      errors: [{ field: '', message }],
    });
  });

  it('accepts the values the rules allow', () => {
    expect(validateWith(imageFile(), { name: 'a.png', size: 1024 }).ok).toBe(true);
    expect(validateWith(clockTime(), '07:30').ok).toBe(true);
    expect(validateWith(clockTime(), '07:30:00').ok).toBe(true);
    expect(validateWith(datePicked(), '2026-11-22').ok).toBe(true);
  });
});
