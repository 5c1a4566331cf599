import { describe, expect, it } from 'vitest';
import { setExtraQuantity } from '@/bookings/ExtrasInput';
import {
  normalizeExtras,
  toCreatePayload,
  toUpdatePayload,
  type BookingFormValues,
} from '@/bookings/payload';
import type { BookingRecord } from '@/bookings/types';

const form: BookingFormValues = {
  categoryId: 'cat-1',
  pitchId: 'pitch-1',
  checkIn: '2027-05-01',
  checkOut: '2027-05-04',
  adults: 2,
  children: 1,
  extras: [
    { code: 'electricity', quantity: 1 },
    { code: 'bike', quantity: 0 },
  ],
  firstName: ' Josef ',
  lastName: 'Gruber',
  email: '',
  phone: '+43 3687 22222',
  street: '',
  postalCode: null,
  city: undefined,
  country: '',
  uid: '',
  language: 'de',
  notes: '',
  paymentMethod: 'on_arrival',
};

const record = {
  id: 'b1',
  pitchId: 'pitch-1',
  checkIn: '2027-05-01',
  checkOut: '2027-05-04',
  adults: 2,
  children: 1,
  extras: [
    { extraId: 'x2', code: 'breakfast', quantity: 1 },
    { extraId: 'x1', code: 'electricity', quantity: 1 },
  ],
  language: 'de',
} as BookingRecord;

describe('phone booking payload', () => {
  it('leaves out empty optional fields and the category, which only narrows the pitch list', () => {
    expect(toCreatePayload(form)).toEqual({
      pitchId: 'pitch-1',
      checkIn: '2027-05-01',
      checkOut: '2027-05-04',
      adults: 2,
      children: 1,
      extras: [{ code: 'electricity', quantity: 1 }],
      firstName: 'Josef',
      lastName: 'Gruber',
      phone: '+43 3687 22222',
      language: 'de',
      paymentMethod: 'on_arrival',
    });
  });

  it('sends the email in lower case', () => {
    expect(toCreatePayload({ ...form, email: ' Sophie@Example.AT ' }).email).toBe(
      'sophie@example.at',
    );
  });
});

describe('edit payload', () => {
  const unchangedStay = {
    ...form,
    extras: [
      { code: 'electricity', quantity: 1 },
      { code: 'breakfast', quantity: 1 },
    ],
  };

  it('names no stay field when the stay is unchanged (extras in another order included)', () => {
    const payload = toUpdatePayload(unchangedStay, record);
    for (const key of ['pitchId', 'checkIn', 'checkOut', 'adults', 'children', 'extras'])
      expect(payload).not.toHaveProperty(key);
    expect(payload).toMatchObject({ firstName: 'Josef', email: null, street: null });
  });

  it('names exactly the stay fields that changed, so the API re-prices', () => {
    const payload = toUpdatePayload(
      { ...unchangedStay, checkOut: '2027-05-06', extras: [{ code: 'electricity', quantity: 1 }] },
      record,
    );
    expect(payload.checkOut).toBe('2027-05-06');
    expect(payload.extras).toEqual([{ code: 'electricity', quantity: 1 }]);
    expect(payload).not.toHaveProperty('checkIn');
    expect(payload).not.toHaveProperty('pitchId');
  });

  it('never sends an emptied name as null', () => {
    expect(toUpdatePayload({ ...unchangedStay, firstName: ' ' }, record)).not.toHaveProperty(
      'firstName',
    );
  });
});

describe('extras', () => {
  it('ticks, counts and unticks services', () => {
    let picked = setExtraQuantity([], 'electricity', 1);
    picked = setExtraQuantity(picked, 'bike', 3);
    expect(normalizeExtras(picked)).toEqual([
      { code: 'bike', quantity: 3 },
      { code: 'electricity', quantity: 1 },
    ]);
    picked = setExtraQuantity(picked, 'bike', 0);
    expect(picked).toEqual([{ code: 'electricity', quantity: 1 }]);
  });

  it('drops the read-only extraId of a stored booking', () => {
    expect(setExtraQuantity(record.extras, 'bike', 2)).toEqual([
      { code: 'breakfast', quantity: 1 },
      { code: 'electricity', quantity: 1 },
      { code: 'bike', quantity: 2 },
    ]);
  });
});
