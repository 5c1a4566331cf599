import { describe, expect, it } from 'vitest';
import { toSeasonForm, toSeasonPayload } from '@/seasons/payload';

describe('season form values', () => {
  it('shows one rate per category and sends back only the rates given, in whole cents', () => {
    const form = toSeasonForm({
      id: 's1',
      name: 'Sommer',
      nameEn: 'Summer',
      startDate: '2027-07-01',
      endDate: '2027-08-31',
      minStayNights: 3,
      rates: [
        { categoryId: 'tent', nightlyPriceCents: 3000 },
        { categoryId: 'caravan', nightlyPriceCents: 4200 },
      ],
    });
    expect(form.rateByCategory).toEqual({ tent: 3000, caravan: 4200 });

    // The caravan's rate cleared (base price again), the tent's changed, a rate for the comfort pitch added.
    const payload = toSeasonPayload({
      ...form,
      name: '  Sommer 2027 ',
      nameEn: ' Summer 2027 ',
      rateByCategory: { tent: 3450.0000001, caravan: null, comfort: 6500 },
    });
    expect(form.nameEn).toBe('Summer');
    expect(payload).toEqual({
      name: 'Sommer 2027',
      nameEn: 'Summer 2027',
      startDate: '2027-07-01',
      endDate: '2027-08-31',
      minStayNights: 3,
      depositKind: 'none',
      depositValue: 0,
      balanceDueDays: 14,
      rates: [
        { categoryId: 'tent', nightlyPriceCents: 3450 },
        { categoryId: 'comfort', nightlyPriceCents: 6500 },
      ],
    });
  });

  it('starts a new season with a minimum stay of one night and no rates', () => {
    expect(toSeasonPayload({ ...toSeasonForm(undefined), name: 'Neu' })).toMatchObject({
      minStayNights: 1,
      rates: [],
    });
  });

  it('sends a 30 % deposit in basis points and a fixed one in cents, and reads them back', () => {
    const percent = toSeasonPayload({
      ...toSeasonForm(undefined),
      name: 'Sommer',
      depositKind: 'percent',
      depositPercent: 30,
      balanceDueDays: 21,
    });
    expect(percent).toMatchObject({
      depositKind: 'percent',
      depositValue: 3000,
      balanceDueDays: 21,
    });
    expect(
      toSeasonForm({ depositKind: 'percent', depositValue: 3000, balanceDueDays: 21 }),
    ).toMatchObject({ depositPercent: 30, depositFixedCents: null, balanceDueDays: 21 });
    expect(
      toSeasonPayload({
        ...toSeasonForm(undefined),
        name: 'Winter',
        depositKind: 'fixed',
        depositFixedCents: 5000,
        depositPercent: 30,
      }),
    ).toMatchObject({ depositKind: 'fixed', depositValue: 5000 });
  });
});
