import { describe, expect, it } from 'vitest';
import type { Extra } from '@/features/checkout/api/checkout-api';
import {
  apiFieldErrors,
  emptyGuest,
  extrasFor,
  holdRequest,
  initialExtras,
  validateGuest,
  type GuestValues,
} from '@/features/checkout/lib/guest-form';

const extra = (code: string, over: Partial<Extra> = {}): Extra => ({
  id: `id-${code}`,
  code,
  name: { de: code, en: code },
  description: { de: '', en: '' },
  priceCents: 500,
  unit: 'per_night',
  vatRateBp: 2000,
  mandatory: false,
  requiresElectricity: false,
  maxQuantity: 1,
  categoryIds: [],
  ...over,
});

const valid: GuestValues = {
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'lena@example.at',
  phone: '',
  street: 'Hauptplatz 1',
  postalCode: '8970',
  city: 'Schladming',
  country: 'AT',
  uid: '',
  plates: '',
  consent: true,
};

describe('checkout form rules (docs/product.md §5)', () => {
  it('accepts a complete form', () => {
    expect(validateGuest(valid)).toEqual({});
  });

  it('asks for every required field, and for the consent', () => {
    const errors = validateGuest(emptyGuest());
    for (const field of [
      'firstName',
      'lastName',
      'email',
      'street',
      'postalCode',
      'city',
      'country',
    ])
      expect(errors[field], field).toEqual({ key: 'required' });
    expect(errors.consent).toEqual({ key: 'consent' });
    expect(errors.phone).toBeUndefined();
    expect(errors.uid).toBeUndefined();
  });

  it('takes blanks for nothing', () => {
    expect(validateGuest({ ...valid, firstName: '   ', city: ' ' })).toEqual({
      firstName: { key: 'required' },
      city: { key: 'required' },
    });
  });

  it.each(['lena', 'lena@', 'lena@example', 'le na@example.at', '@example.at'])(
    'refuses the email address %s',
    (email) => {
      expect(validateGuest({ ...valid, email })).toEqual({ email: { key: 'email' } });
    },
  );

  it('takes up to three number plates, written any way, and refuses what cannot be one', () => {
    expect(validateGuest({ ...valid, plates: 'li 123 ab, W-4711X' })).toEqual({});
    expect(validateGuest({ ...valid, plates: 'LI1, LI2, LI3, LI4' })).toEqual({
      plates: { key: 'plates' },
    });
    expect(validateGuest({ ...valid, plates: '<script>' })).toEqual({ plates: { key: 'plates' } });
  });

  it('checks a phone number only when one is given', () => {
    expect(validateGuest({ ...valid, phone: '+43 3687 12345' })).toEqual({});
    expect(validateGuest({ ...valid, phone: '0664 123-4567' })).toEqual({});
    expect(validateGuest({ ...valid, phone: 'call me' })).toEqual({ phone: { key: 'phone' } });
    expect(validateGuest({ ...valid, phone: '12' })).toEqual({ phone: { key: 'phone' } });
  });

  it('takes a VAT number in any case and with blanks, but not a malformed one', () => {
    expect(validateGuest({ ...valid, uid: 'atu 123 45675' })).toEqual({});
    expect(validateGuest({ ...valid, uid: '12345678' })).toEqual({ uid: { key: 'uid' } });
  });

  it('refuses texts longer than the API stores', () => {
    expect(validateGuest({ ...valid, lastName: 'x'.repeat(101) })).toEqual({
      lastName: { key: 'tooLong', max: 100 },
    });
  });

  it('insists on a mandatory extra ("This service is mandatory and must be selected")', () => {
    const offered = [extra('cleaning', { mandatory: true }), extra('breakfast')];
    expect(validateGuest(valid, offered, {})).toEqual({
      'extras.cleaning': { key: 'mandatoryExtra' },
    });
    expect(validateGuest(valid, offered, { cleaning: 0, breakfast: 1 })).toEqual({
      'extras.cleaning': { key: 'mandatoryExtra' },
    });
    expect(validateGuest(valid, offered, { cleaning: 1 })).toEqual({});
  });
});

describe('extras of a stay', () => {
  const offered = [
    extra('electricity', { requiresElectricity: true }),
    extra('kayak', { categoryIds: ['cat-tent'] }),
    extra('cleaning', { mandatory: true }),
  ];

  it('offers power only where the pitch has it, and category extras only for their category', () => {
    expect(extrasFor(offered, 'cat-tent', false).map((e) => e.code)).toEqual(['kayak', 'cleaning']);
    expect(extrasFor(offered, 'cat-van', true).map((e) => e.code)).toEqual([
      'electricity',
      'cleaning',
    ]);
  });

  it('offers no flat electricity on a pitch with a meter (billed by consumption there)', () => {
    expect(extrasFor(offered, 'cat-van', true, true).map((e) => e.code)).toEqual(['cleaning']);
  });

  it('starts with the mandatory ones chosen', () => {
    expect(initialExtras(offered)).toEqual({ cleaning: 1 });
  });
});

describe('the booking request', () => {
  const stay = {
    pitchId: 'p1',
    categoryId: 'c1',
    checkIn: '2027-05-01',
    checkOut: '2027-05-03',
    adults: 2,
    children: 1,
  };

  it('sends the number plates as a list, blanks dropped, and none when none are given', () => {
    const withPlates = { ...valid, plates: ' LI 123 AB ,, mü-ab 1' };
    expect(holdRequest(stay, withPlates, [], {}, 'on_arrival', 'de').plates).toEqual([
      'LI 123 AB',
      'mü-ab 1',
    ]);
    expect(holdRequest(stay, valid, [], {}, 'on_arrival', 'de')).not.toHaveProperty('plates');
  });

  it('sends trimmed details, empty optional fields as null, extras in list order', () => {
    const offered = [extra('electricity'), extra('bike', { maxQuantity: 6 })];
    const body = holdRequest(
      stay,
      { ...valid, firstName: ' Lena ', uid: 'atu12345675', phone: ' ' },
      offered,
      { bike: 2, electricity: 1 },
      'bank_transfer',
      'en',
    );
    expect(body).toEqual({
      ...stay,
      extras: [
        { code: 'electricity', quantity: 1 },
        { code: 'bike', quantity: 2 },
      ],
      firstName: 'Lena',
      lastName: 'Gruber',
      email: 'lena@example.at',
      phone: null,
      street: 'Hauptplatz 1',
      postalCode: '8970',
      city: 'Schladming',
      country: 'AT',
      uid: 'ATU12345675',
      language: 'en',
      consent: true,
      paymentMethod: 'bank_transfer',
    });
  });

  it("puts the API's field messages at the form's fields, extras by their code", () => {
    const sent = [{ code: 'electricity' }, { code: 'bike' }];
    expect(
      apiFieldErrors(
        {
          email: 'Please enter a valid email address',
          'extras.1': 'At most 6',
          'extras.cleaning': 'This service is mandatory and must be selected',
        },
        sent,
      ),
    ).toEqual({
      email: { text: 'Please enter a valid email address' },
      'extras.bike': { text: 'At most 6' },
      'extras.cleaning': { text: 'This service is mandatory and must be selected' },
    });
  });
});
