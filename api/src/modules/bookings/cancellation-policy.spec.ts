import {
  cancellationFee,
  guestCancellation,
  noShow,
  staffCancellation,
} from './cancellation-policy';

const rules = {
  freeCancellationDays: 14,
  partialCancellationDays: 3,
  partialCancellationFeeBp: 5000,
  lateCancellationFeeBp: 10000,
};

describe('cancellationFee', () => {
  it.each([
    ['30 days ahead', '2027-07-31', 0],
    ['exactly 14 days ahead', '2027-07-15', 0],
    ['13 days ahead', '2027-07-14', 6001],
    ['exactly 3 days ahead', '2027-07-04', 6001],
    ['2 days ahead', '2027-07-03', 12001],
    ['on the arrival day', '2027-07-01', 12001],
  ])('%s → %i cents of 120.01 €', (_label, checkIn, fee) => {
    expect(cancellationFee(rules, checkIn, '2027-07-01', 12001)).toBe(fee);
  });
});

describe('guestCancellation', () => {
  const today = '2027-07-01';
  it('announces the fee of a confirmed booking as the cancel route charges it', () => {
    expect(
      guestCancellation(
        rules,
        { status: 'confirmed', checkIn: '2027-07-10', grossCents: 12001 },
        today,
      ),
    ).toEqual({ cancellable: true, feeCents: 6001 });
  });
  it('lets a hold go for nothing', () => {
    expect(
      guestCancellation(
        rules,
        { status: 'pending', checkIn: '2027-07-02', grossCents: 12001 },
        today,
      ),
    ).toEqual({ cancellable: true, feeCents: 0 });
  });
  it.each([
    ['on the arrival day', 'confirmed', '2027-07-01'],
    ['after arrival', 'confirmed', '2027-06-28'],
    ['once cancelled', 'cancelled', '2027-07-20'],
    ['once expired', 'expired', '2027-07-20'],
  ])('refuses %s', (_label, status, checkIn) => {
    expect(guestCancellation(rules, { status, checkIn, grossCents: 12001 }, today)).toEqual({
      cancellable: false,
      feeCents: 0,
    });
  });
});

describe('staffCancellation', () => {
  const b = { status: 'confirmed', checkIn: '2027-07-01', grossCents: 12001 };
  it('lets staff cancel on the arrival day at the late fee, where the guest may not', () => {
    expect(guestCancellation(rules, b, '2027-07-01')).toEqual({ cancellable: false, feeCents: 0 });
    expect(staffCancellation(rules, b, '2027-07-01')).toEqual({
      cancellable: true,
      feeCents: 12001,
    });
  });
  it('not after the arrival day, and never a cancelled booking', () => {
    expect(staffCancellation(rules, b, '2027-07-02').cancellable).toBe(false);
    expect(staffCancellation(rules, { ...b, status: 'cancelled' }, '2027-07-01').cancellable).toBe(
      false,
    );
  });
});

describe('noShow', () => {
  const b = {
    status: 'confirmed',
    checkIn: '2027-07-01',
    checkOut: '2027-07-04',
    grossCents: 10000,
  };
  it('charges the share of the configured nights and frees the pitch from tomorrow', () => {
    expect(noShow({ noShowChargeNights: 1 }, b, '2027-07-01')).toEqual({
      allowed: true,
      chargeCents: 3333,
      checkOut: '2027-07-02',
    });
    expect(noShow({ noShowChargeNights: 9 }, b, '2027-07-02')).toEqual({
      allowed: true,
      chargeCents: 10000,
      checkOut: '2027-07-03',
    });
    expect(noShow({ noShowChargeNights: 0 }, b, '2027-07-01').chargeCents).toBe(0);
  });
  it('only from the arrival day until the day before departure, for a confirmed booking', () => {
    expect(noShow({ noShowChargeNights: 1 }, b, '2027-06-30').allowed).toBe(false);
    expect(noShow({ noShowChargeNights: 1 }, b, '2027-07-04').allowed).toBe(false);
    expect(
      noShow({ noShowChargeNights: 1 }, { ...b, status: 'pending' }, '2027-07-01').allowed,
    ).toBe(false);
  });
});
