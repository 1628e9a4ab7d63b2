import { describe, expect, it } from 'vitest';
import { validateWith } from '../validate/structs';
import { contract, couponPayload } from '.';

// The rules between a payload's fields live in the contract, so the form refuses before the round trip with
// the same message the server would answer.
const coupon = {
  code: 'TET2027',
  times: 'many',
  discountKind: 'percent',
  discountValue: 10,
  appliesToAll: true,
};

describe('a payload’s rules', () => {
  it('refuses a coupon the form must not send, under the field to fix, in each language', () => {
    expect(validateWith(couponPayload, { ...coupon, discountValue: 150 }, 'lo')).toEqual({
      ok: false,
      errors: [{ field: 'discountValue', message: 'ເປີເຊັນແຕ່ 1 ຫາ 100' }],
    });
    expect(validateWith(couponPayload, { ...coupon, code: 'TẾT 2027', appliesToAll: false }, 'vi')).toEqual({
      ok: false,
      errors: [
        { field: 'code', message: 'Mã chỉ gồm chữ, số, "-" và "_"' },
        { field: 'idCourses', message: 'Chọn ít nhất một khóa học hoặc gói' },
      ],
    });
    expect(
      validateWith(couponPayload, { ...coupon, discountKind: 'cash', discountValue: 0 }, 'en'),
    ).toMatchObject({
      ok: false,
      errors: [{ field: 'discountValue' }],
    });
    expect(validateWith(couponPayload, coupon, 'en').ok).toBe(true);
    expect(
      validateWith(contract.coupon.edit.payload, { ...coupon, id: 3, discountValue: 101 }, 'en'),
    ).toEqual({
      ok: false,
      errors: [{ field: 'discountValue', message: 'A percentage from 1 to 100' }],
    });
  });

  it('reads a coupon’s days in the school’s time zone, a day lasting to its end', () => {
    const dates = (startsAt: string, expiresAt: string, zone: string) =>
      validateWith(couponPayload, { ...coupon, startsAt, expiresAt }, 'en', zone);
    expect(dates('2026-12-01', '2026-12-01', 'Asia/Vientiane').ok).toBe(true);
    expect(dates('2026-12-02', '2026-12-01', 'Asia/Vientiane')).toEqual({
      ok: false,
      errors: [{ field: 'expiresAt', message: 'The expiry date must be after the start date' }],
    });
    // 1 December starts at 17:00 UTC on 30 November in Vientiane, before this moment; in London it has not.
    expect(dates('2026-12-01', '2026-11-30T18:00:00Z', 'Asia/Vientiane').ok).toBe(true);
    expect(dates('2026-12-01', '2026-11-30T18:00:00Z', 'Europe/London').ok).toBe(false);
  });

  it('takes an activation code batch for courses or for a package, never both and never neither', () => {
    const batch = { name: 'Lớp 10', count: 5, length: 8, usesPerCode: 1 };
    expect(validateWith(contract.activeCode.add.payload, batch, 'en')).toEqual({
      ok: false,
      errors: [{ field: 'idCourses', message: 'Choose courses or a course package.' }],
    });
    expect(
      validateWith(contract.activeCode.add.payload, { ...batch, idCourses: [1], idPackage: 2 }, 'en'),
    ).toEqual({
      ok: false,
      errors: [{ field: 'idPackage', message: 'Choose courses or a package, not both.' }],
    });
    expect(validateWith(contract.activeCode.add.payload, { ...batch, idPackage: 2 }, 'en').ok).toBe(true);
  });

  it('asks a notice for what its sending mode needs, and a repetition that ends after it starts', () => {
    const notice = { title: 'Lịch thi', content: 'Thứ Hai', recipientKind: 'all' };
    expect(validateWith(contract.notification.add.payload, { ...notice, sendMode: 'cyclic' }, 'en')).toEqual({
      ok: false,
      errors: [
        { field: 'scheduledAt', message: 'The field is required' },
        { field: 'cycle', message: 'The field is required' },
        { field: 'cycleUntil', message: 'The field is required' },
      ],
    });
    const cyclic = { ...notice, sendMode: 'cyclic', cycle: 'weekly', scheduledAt: '2027-01-04T01:00:00Z' };
    expect(
      validateWith(
        contract.notification.edit.payload,
        { ...cyclic, id: 4, cycleUntil: '2027-01-04T01:00:00Z' },
        'en',
      ),
    ).toEqual({
      ok: false,
      errors: [{ field: 'cycleUntil', message: 'The end date must be after the first sending' }],
    });
    expect(
      validateWith(
        contract.notification.add.payload,
        { ...notice, sendMode: 'immediately', recipientKind: 'users' },
        'en',
      ),
    ).toEqual({ ok: false, errors: [{ field: 'recipientIds', message: 'Choose the recipients' }] });
    expect(
      validateWith(contract.notification.add.payload, { ...cyclic, cycleUntil: '2027-03-01T01:00:00Z' }, 'en')
        .ok,
    ).toBe(true);
  });
});
