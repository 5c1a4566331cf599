import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@/lib/api-types';
import { availabilityQuery, holdSecondsLeft, stayOf } from './booking-api';

const booking = {
  id: 'b1',
  status: 'pending',
  checkIn: '2027-07-10',
  checkOut: '2027-07-14',
  nights: 4,
  adults: 2,
  children: 1,
  totalCents: 18_400,
  holdExpiresAt: '2027-07-01T10:15:00.000Z',
  pitch: { id: 'p1', code: 'A12' },
} as Booking;

describe('the booking journey calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for availability with the stay in the query string', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ pitches: [] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const query = availabilityQuery({
      checkIn: '2027-07-10',
      checkOut: '2027-07-14',
      adults: 2,
      children: 0,
    });
    await query.queryFn!({} as never);
    const url = String((fetch.mock.calls[0] as unknown[])[0]);
    expect(url).toContain(
      '/api/availability?checkIn=2027-07-10&checkOut=2027-07-14&adults=2&children=0',
    );
    expect(url).not.toContain('categoryId');
  });

  it('counts down a hold and stops at zero', () => {
    const expires = Date.parse('2027-07-01T10:15:00.000Z');
    expect(holdSecondsLeft(booking, expires - 90_500)).toBe(90);
    expect(holdSecondsLeft(booking, expires + 1)).toBe(0);
    expect(holdSecondsLeft({ ...booking, status: 'confirmed' }, expires - 90_000)).toBe(0);
  });

  it('summarises the stay for the booking page', () => {
    expect(stayOf(booking)).toEqual({
      checkIn: '2027-07-10',
      checkOut: '2027-07-14',
      nights: 4,
      persons: 3,
      pitch: 'A12',
      totalCents: 18_400,
      cancelled: false,
    });
  });
});
