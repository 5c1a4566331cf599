import request from 'supertest';
import { Clock, localDate } from 'src/common/clock';
import { Booking } from 'src/modules/bookings/booking.entity';
import { BookingHolds } from 'src/modules/bookings/booking-holds.service';
import { Block } from 'src/modules/catalog/block.entity';
import { Pitch } from 'src/modules/catalog/pitch.entity';
import { withDemoCatalog, guest, type DemoCatalog } from './helpers/catalog';
import { confirmByMail, RELAXED_ABUSE_LIMITS, verificationLink } from './helpers/verification';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('booking flow (real PostgreSQL)', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  beforeAll(async () => {
    // Every booking here comes from one address and one guest: the abuse limits have their own suite.
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
  });
  afterAll(() => t.close());

  const book = (body: object, lang = 'de') =>
    request(t.server)
      .post('/api/bookings')
      .set('Accept-Language', lang)
      .send({ ...guest, ...body });

  describe('quote and booking agree to the cent', () => {
    const cases: Array<[string, string, object]> = [
      [
        'off-season, two adults',
        'C1',
        { checkIn: '2027-05-10', checkOut: '2027-05-13', adults: 2 },
      ],
      [
        'a season starting inside the stay',
        'C2',
        { checkIn: '2026-12-17', checkOut: '2026-12-21', adults: 2 },
      ],
      [
        'a season ending inside the stay',
        'B1',
        { checkIn: '2027-08-29', checkOut: '2027-09-02', adults: 2 },
      ],
      [
        'extra persons above those included',
        'D1',
        { checkIn: '2027-05-10', checkOut: '2027-05-12', adults: 3, children: 2 },
      ],
      [
        'children under 15 pay no tourist tax',
        'A1',
        { checkIn: '2027-06-01', checkOut: '2027-06-05', adults: 1, children: 3 },
      ],
      [
        'electricity per night',
        'A2',
        {
          checkIn: '2027-06-01',
          checkOut: '2027-06-03',
          adults: 2,
          extras: [{ code: 'electricity' }],
        },
      ],
      [
        'breakfast per person and night',
        'B2',
        {
          checkIn: '2027-06-01',
          checkOut: '2027-06-04',
          adults: 2,
          children: 1,
          extras: [{ code: 'breakfast' }],
        },
      ],
      [
        'bike rental per bike and day',
        'B3',
        {
          checkIn: '2027-06-01',
          checkOut: '2027-06-06',
          adults: 2,
          extras: [{ code: 'bike', quantity: 3 }],
        },
      ],
      [
        'everything at once across a season',
        'D2',
        {
          checkIn: '2027-06-28',
          checkOut: '2027-07-04',
          adults: 4,
          children: 2,
          extras: [{ code: 'electricity' }, { code: 'breakfast' }, { code: 'bike', quantity: 2 }],
        },
      ],
    ];

    it.each(cases)('%s', async (_name, code, stay) => {
      const pitch = demo.pitch(code);
      const quoted = await request(t.server)
        .post('/api/bookings/quote')
        .send({ ...stay, categoryId: pitch.category.id })
        .expect(200);
      const created = await book({ ...stay, pitchId: pitch.id }).expect(201);
      expect(created.body.quote).toEqual(quoted.body);
      const shown = await request(t.server)
        .get(`/api/bookings/${created.body.id}`)
        .query({ token: created.body.token })
        .expect(200);
      expect(shown.body.totalCents).toBe(quoted.body.totalCents);
      expect(shown.body.quote).toEqual(quoted.body);
      const lines = quoted.body.lines as Array<{ totalCents: number; kind: string }>;
      expect(quoted.body.totalCents).toBe(lines.reduce((a, l) => a + l.totalCents, 0));
    });

    it('prices a season crossing with both rates (winter from 19 Dec)', async () => {
      const q = await request(t.server)
        .post('/api/bookings/quote')
        .send({
          categoryId: demo.category('motorhome').id,
          checkIn: '2026-12-17',
          checkOut: '2026-12-21',
          adults: 2,
        })
        .expect(200);
      const pitchLines = q.body.lines.filter((l: { kind: string }) => l.kind === 'pitch');
      expect(
        pitchLines.map((l: { quantity: number; unitPriceCents: number }) => [
          l.quantity,
          l.unitPriceCents,
        ]),
      ).toEqual([
        [2, 4000],
        [2, 4500],
      ]);
      expect(q.body.touristTaxCents).toBe(2 * 4 * 200);
      expect(q.body.totalCents).toBe(8000 + 9000 + 1600);
    });
  });

  describe('holds, tokens and numbers', () => {
    it('answers {id, number, token, holdExpiresAt, quote, payment} with a UUID, a 256-bit token and a yearly number', async () => {
      const res = await book({
        pitchId: demo.pitch('A3').id,
        checkIn: '2027-05-01',
        checkOut: '2027-05-03',
        adults: 2,
      }).expect(201);
      expect(Object.keys(res.body).sort()).toEqual([
        'holdExpiresAt',
        'id',
        'number',
        'payment',
        'quote',
        'token',
      ]);
      expect(res.body.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(Buffer.from(res.body.token, 'base64url').length).toBe(32);
      expect(res.body.number).toMatch(/^2026-\d{5}$/);
      // Without Stripe keys the first enabled method is the bank transfer (the demo site has an IBAN).
      expect(res.body.payment).toMatchObject({
        provider: 'bank_transfer',
        reference: res.body.number,
      });
      expect(
        new Date(res.body.holdExpiresAt).getTime() - t.app.get(Clock).now().getTime(),
      ).toBeCloseTo(15 * 60_000, -3);
      const next = await book({
        pitchId: demo.pitch('A4').id,
        checkIn: '2027-05-01',
        checkOut: '2027-05-03',
        adults: 2,
      }).expect(201);
      expect(Number(next.body.number.slice(5))).toBe(Number(res.body.number.slice(5)) + 1);
    });

    it('numbers each year from its own sequence, made when that year needs its first number', async () => {
      const next = async (year: number) =>
        Number(
          (
            await t
              .em()
              .getConnection()
              .execute<Array<{ n: string }>>('select next_booking_number(?) as n', [year])
          )[0].n,
        );
      expect(await next(2031)).toBe(1);
      expect(await next(2031)).toBe(2);
      expect(await next(2032)).toBe(1);
    });

    it("goes on past a year's 99,999th number instead of giving one twice", async () => {
      // Holds that run out keep their number, so a year's numbers can run past five digits.
      const year = Number(localDate(t.app.get(Clock).now()).slice(0, 4));
      const db = t.em().getConnection();
      await db.execute('select next_booking_number(?)', [year]);
      await db.execute(`select setval('booking_number_${year}', 99998)`);
      const numbers: string[] = [];
      for (const pitch of ['A6', 'A7', 'A8']) {
        const res = await book({
          pitchId: demo.pitch(pitch).id,
          checkIn: '2027-06-01',
          checkOut: '2027-06-03',
          adults: 2,
        }).expect(201);
        numbers.push(res.body.number);
      }
      // Before, the 100,000th came out as 10000 (given long ago) and that hold and every one after failed.
      expect(numbers).toEqual([`${year}-99999`, `${year}-100000`, `${year}-100001`]);
    });

    it('shows the booking only with its token: 403 without or with a wrong one, 404 for an unknown id', async () => {
      const res = await book({
        pitchId: demo.pitch('A5').id,
        checkIn: '2027-05-01',
        checkOut: '2027-05-03',
        adults: 2,
      }).expect(201);
      const path = `/api/bookings/${res.body.id}`;
      expect((await request(t.server).get(path).expect(403)).body.message).toBe(
        'Zugriff verweigert',
      );
      await request(t.server)
        .get(path)
        .query({ token: 'x'.repeat(43) })
        .expect(403);
      expect(
        (
          await request(t.server)
            .get('/api/bookings/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b')
            .query({ token: res.body.token })
            .expect(404)
        ).body.message,
      ).toBe('Buchung nicht gefunden');
      await request(t.server).get('/api/bookings/42').expect(404);
      const ok = await request(t.server).get(path).query({ token: res.body.token }).expect(200);
      expect(ok.body).toMatchObject({
        number: res.body.number,
        status: 'pending',
        pitch: { code: 'A5' },
        guest: { lastName: 'Huber' },
      });
      expect(JSON.stringify(ok.body)).not.toContain('tokenHash');
    });

    it('pay on arrival: the hold waits for the mail link, which confirms it; each step twice changes nothing', async () => {
      const res = await book({
        pitchId: demo.pitch('A6').id,
        checkIn: '2027-05-01',
        checkOut: '2027-05-03',
        adults: 2,
        paymentMethod: 'on_arrival',
      }).expect(201);
      const confirm = () =>
        request(t.server)
          .post(`/api/bookings/${res.body.id}/confirm`)
          .query({ token: res.body.token })
          .expect(200);
      const asked = await confirm();
      expect(asked.body).toMatchObject({
        status: 'pending',
        paymentMethod: 'on_arrival',
        paymentStatus: 'unpaid',
        awaitingEmailConfirmation: true,
        confirmedAt: null,
      });
      expect((await confirm()).body.holdExpiresAt).toBe(asked.body.holdExpiresAt);
      await request(t.server).post(`/api/bookings/${res.body.id}/confirm`).expect(403);

      const link = await verificationLink(t, res.body.id);
      const verify = () =>
        request(t.server)
          .post(`/api/bookings/${res.body.id}/verify`)
          .query({ token: res.body.token, key: link.searchParams.get('verify') })
          .expect(200);
      const once = await verify();
      expect(once.body).toMatchObject({
        status: 'confirmed',
        paymentMethod: 'on_arrival',
        holdExpiresAt: null,
        awaitingEmailConfirmation: false,
      });
      expect((await verify()).body.confirmedAt).toBe(once.body.confirmedAt);
      expect((await confirm()).body.confirmedAt).toBe(once.body.confirmedAt);
      await request(t.server)
        .post(`/api/bookings/${res.body.id}/verify`)
        .query({ key: link.searchParams.get('verify') })
        .expect(403);
    });
  });

  describe('expiry', () => {
    afterEach(() => t.app.get(Clock).travelTo(new Date('2026-11-22T10:00:00Z')));

    it('frees the pitch once the hold expires, before and after the sweeper runs', async () => {
      const pitch = demo.pitch('B10');
      const stay = { checkIn: '2027-06-10', checkOut: '2027-06-12', adults: 2 };
      const hold = await book({ ...stay, pitchId: pitch.id }).expect(201);
      const state = async () => {
        const res = await request(t.server)
          .get('/api/availability')
          .query({ ...stay, categoryId: pitch.category.id })
          .expect(200);
        return res.body.pitches.find((p: { id: string }) => p.id === pitch.id).state;
      };
      expect(await state()).toBe('occupied');
      await book({ ...stay, pitchId: pitch.id }).expect(409);

      t.app.get(Clock).travelTo(new Date('2026-11-22T10:16:00Z'));
      expect(await state()).toBe('available');
      const late = await request(t.server)
        .post(`/api/bookings/${hold.body.id}/confirm`)
        .query({ token: hold.body.token })
        .expect(409);
      expect(late.body.message).toBe(
        'Die Reservierung ist abgelaufen. Bitte starten Sie eine neue Buchung.',
      );

      // The sweeper finds the expired hold (and any other of this suite's that ran out).
      expect(await t.app.get(BookingHolds).expireHolds()).toBeGreaterThanOrEqual(1);
      expect((await t.em().findOneOrFail(Booking, { id: hold.body.id })).status).toBe('expired');
      expect(await state()).toBe('available');
      await book({ ...stay, pitchId: pitch.id }).expect(201);
    });

    it('lets a new booking take a pitch whose hold expired but was not swept yet', async () => {
      const pitch = demo.pitch('B11');
      const stay = { checkIn: '2027-06-10', checkOut: '2027-06-12', adults: 2 };
      const first = await book({ ...stay, pitchId: pitch.id }).expect(201);
      t.app.get(Clock).travelTo(new Date('2026-11-22T10:30:00Z'));
      await book({ ...stay, pitchId: pitch.id }).expect(201);
      expect((await t.em().findOneOrFail(Booking, { id: first.body.id })).status).toBe('expired');
    });
  });

  describe('cancellation', () => {
    it('charges nothing 14 or more days ahead and frees the pitch', async () => {
      const pitch = demo.pitch('C10');
      const stay = { checkIn: '2027-05-20', checkOut: '2027-05-23', adults: 2 };
      const res = await book({ ...stay, pitchId: pitch.id }).expect(201);
      await confirmByMail(t, res.body);
      const cancelled = await request(t.server)
        .post(`/api/bookings/${res.body.id}/cancel`)
        .query({ token: res.body.token })
        .expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellationFeeCents: 0 });
      await book({ ...stay, pitchId: pitch.id }).expect(201);
      await request(t.server)
        .post(`/api/bookings/${res.body.id}/cancel`)
        .query({ token: 'wrong' })
        .expect(403);
    });

    it('charges half of the stay (without tourist tax) 3 to 13 days ahead', async () => {
      const res = await book({
        pitchId: demo.pitch('C11').id,
        checkIn: '2026-11-30',
        checkOut: '2026-12-02',
        adults: 2,
      }).expect(201);
      await confirmByMail(t, res.body);
      const cancelled = await request(t.server)
        .post(`/api/bookings/${res.body.id}/cancel`)
        .query({ token: res.body.token })
        .expect(200);
      expect(cancelled.body.cancellationFeeCents).toBe(Math.round(res.body.quote.grossCents / 2));
    });
  });

  describe('blocks', () => {
    it('shows a blocked pitch as blocked and refuses bookings on it with 409', async () => {
      const pitch = demo.pitch('D10');
      const em = t.em();
      em.create(Block, {
        pitch: em.getReference(Pitch, pitch.id),
        startDate: '2027-04-01',
        endDate: '2027-04-10',
        reason: 'Neue Stromsäule',
      });
      await em.flush();
      const avail = await request(t.server)
        .get('/api/availability')
        .query({ checkIn: '2027-04-05', checkOut: '2027-04-07', adults: 2 })
        .expect(200);
      expect(avail.body.pitches.find((p: { id: string }) => p.id === pitch.id).state).toBe(
        'blocked',
      );
      const res = await book(
        { pitchId: pitch.id, checkIn: '2027-04-05', checkOut: '2027-04-07', adults: 2 },
        'en',
      ).expect(409);
      expect(res.body.message).toBe(
        'Sorry, this pitch is no longer available for these dates. Please choose another pitch or other dates.',
      );
    });
  });

  describe('availability', () => {
    it('lists every pitch with its map position; other categories and too-small pitches are blocked', async () => {
      const res = await request(t.server)
        .get('/api/availability')
        .query({
          checkIn: '2027-03-01',
          checkOut: '2027-03-05',
          categoryId: demo.category('tent').id,
          adults: 3,
          children: 2,
        })
        .expect(200);
      expect(res.body.nights).toBe(4);
      expect(res.body.pitches).toHaveLength(60);
      const a1 = res.body.pitches.find((p: { code: string }) => p.code === 'A1');
      expect(a1).toMatchObject({ x: expect.any(Number), y: expect.any(Number), state: 'blocked' }); // tent takes at most 4
      expect(res.body.pitches.find((p: { code: string }) => p.code === 'C1').state).toBe('blocked');
      const fits = await request(t.server)
        .get('/api/availability')
        .query({
          checkIn: '2027-03-01',
          checkOut: '2027-03-05',
          categoryId: demo.category('tent').id,
          adults: 2,
        })
        .expect(200);
      expect(
        fits.body.pitches
          .filter((p: { state: string }) => p.state === 'available')
          .map((p: { code: string }) => p.code),
      ).toHaveLength(15);
    });

    it('repeats a search from memory yet shows every booking, cancellation and block at once', async () => {
      const pitch = demo.pitch('B12');
      const stay = { checkIn: '2027-10-04', checkOut: '2027-10-08', adults: 2 };
      const version = async () =>
        (
          await t
            .em()
            .getConnection()
            .execute<Array<{ version: string }>>(
              'select sum(version)::text as version from occupancy_version',
            )
        )[0].version;
      const state = async () => {
        const res = await request(t.server).get('/api/availability').query(stay).expect(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        return res.body.pitches.find((p: { id: string }) => p.id === pitch.id).state;
      };
      expect(await state()).toBe('available');
      const before = await version();
      expect(await state()).toBe('available'); // answered from memory: nothing changed
      expect(await version()).toBe(before);

      const hold = await book({ ...stay, pitchId: pitch.id }).expect(201);
      expect(Number(await version())).toBeGreaterThan(Number(before));
      expect(await state()).toBe('occupied');
      await request(t.server)
        .post(`/api/bookings/${hold.body.id}/cancel`)
        .query({ token: hold.body.token })
        .expect(200);
      expect(await state()).toBe('available');

      const em = t.em();
      const block = em.create(Block, {
        pitch: em.getReference(Pitch, pitch.id),
        startDate: '2027-10-07',
        endDate: '2027-10-09',
        reason: 'Baumschnitt',
      });
      await em.flush();
      expect(await state()).toBe('blocked');
      em.remove(block);
      await em.flush();
      expect(await state()).toBe('available');
    });

    it('answers a repeated search 304 by its ETag until the pitches change, then the new state', async () => {
      const pitch = demo.pitch('B13');
      const stay = { checkIn: '2027-10-11', checkOut: '2027-10-14', adults: 2 };
      const first = await request(t.server).get('/api/availability').query(stay).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      // The browser asks again with the tag: nothing changed, so no body travels.
      const again = await request(t.server)
        .get('/api/availability')
        .query(stay)
        .set('If-None-Match', etag)
        .expect(304);
      expect(again.text).toBe('');
      // Another party size is another answer with its own tag.
      const bigger = await request(t.server)
        .get('/api/availability')
        .query({ ...stay, adults: 6 })
        .expect(200);
      expect(bigger.headers.etag).not.toBe(etag);

      await book({ ...stay, pitchId: pitch.id }).expect(201);
      const after = await request(t.server)
        .get('/api/availability')
        .query(stay)
        .set('If-None-Match', etag)
        .expect(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.body.pitches.find((p: { id: string }) => p.id === pitch.id).state).toBe(
        'occupied',
      );
    });

    it('refuses dates in the past and a check-out before check-in with a message per field', async () => {
      const res = await request(t.server)
        .get('/api/availability')
        .query({ checkIn: '2026-11-01', checkOut: '2026-10-30' })
        .expect(400);
      expect(res.body.fields).toEqual({
        checkIn: 'Das Datum darf nicht in der Vergangenheit liegen',
        checkOut: 'Das Abreisedatum muss nach dem Anreisedatum liegen',
      });
    });
  });

  describe('the booking catalog a hold is priced from (kept in memory, checked on every hold)', () => {
    const stay = { checkIn: '2027-07-12', checkOut: '2027-07-15', adults: 2 };

    it('prices the very next hold by a rate changed a moment ago, as the quote does', async () => {
      const pitch = demo.pitch('C4');
      // A hold first, so the catalog is read and kept.
      await book({ ...stay, pitchId: demo.pitch('C5').id }).expect(201);
      const conn = t.em().getConnection();
      const [{ price }] = await conn.execute<Array<{ price: number }>>(
        `select r.nightly_price_cents as price from season_rates r join seasons s on s.id = r.season_id
          where r.category_id = ? and s.start_date <= ? and s.end_date >= ?`,
        [pitch.category.id, stay.checkIn, stay.checkIn],
      );
      await conn.execute(
        `update season_rates set nightly_price_cents = nightly_price_cents + 777 where category_id = ?`,
        [pitch.category.id],
      );
      try {
        const held = await book({ ...stay, pitchId: pitch.id }).expect(201);
        const pitchLines = held.body.quote.lines.filter(
          (l: { kind: string }) => l.kind === 'pitch',
        );
        expect(pitchLines.map((l: { unitPriceCents: number }) => l.unitPriceCents)).toEqual([
          price + 777,
        ]);
        const quoted = await request(t.server)
          .post('/api/bookings/quote')
          .send({ ...stay, pitchId: pitch.id })
          .expect(200);
        expect(held.body.quote).toEqual(quoted.body);
      } finally {
        await conn.execute(
          `update season_rates set nightly_price_cents = nightly_price_cents - 777 where category_id = ?`,
          [pitch.category.id],
        );
      }
    });

    it('refuses a hold on a pitch taken out of service a moment ago', async () => {
      const pitch = demo.pitch('C6');
      await book({ ...stay, pitchId: demo.pitch('C7').id }).expect(201);
      const conn = t.em().getConnection();
      await conn.execute(`update pitches set active = false where id = ?`, [pitch.id]);
      try {
        const res = await book({ ...stay, pitchId: pitch.id }, 'en').expect(400);
        expect(res.body.message).toMatch(/pitch/i);
      } finally {
        await conn.execute(`update pitches set active = true where id = ?`, [pitch.id]);
      }
      await book({ ...stay, pitchId: pitch.id }).expect(201);
    });

    it("stores the guest's words as typed, question marks, quotes and all", async () => {
      const notes = `Hund "Bello" dabei? Ja – 2 Räder; O'Brien's Wohnwagen \\ ? $1 ?? `;
      const res = await book({
        ...stay,
        pitchId: demo.pitch('C8').id,
        lastName: "O'Brien ?",
        notes,
      }).expect(201);
      const b = await t.em().findOneOrFail(Booking, { id: res.body.id });
      expect(b.notes).toBe(notes.trim());
      expect(b.lastName).toBe("O'Brien ?");
    });
  });

  it('enforces no overlap in PostgreSQL itself, whatever the application does', async () => {
    const pitch = demo.pitch('D15');
    await book({
      pitchId: pitch.id,
      checkIn: '2027-09-01',
      checkOut: '2027-09-05',
      adults: 2,
    }).expect(201);
    const conn = t.em().getConnection();
    await expect(
      conn.execute(
        `insert into bookings (id, number, token_hash, pitch_id, category_id, check_in, check_out, adults, children, extras, first_name, last_name, language, quote, total_cents, created_at, updated_at, status)
         values (gen_random_uuid(), 'X-1', 'h', ?, ?, '2027-09-04', '2027-09-06', 2, 0, '[]', 'A', 'B', 'de', '{}', 0, now(), now(), 'confirmed')`,
        [pitch.id, pitch.category.id],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});
