import { Clock } from 'src/common/clock';
import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import { guest as onlineGuest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { binary, pdfText } from './helpers/pdf-text';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const { consent: _consent, ...guest } = onlineGuest;

interface InvoiceRow {
  id: string;
  number: string;
  totalCents: number;
  reversed: boolean;
}

/**
 * What a cancelled or no-show booking keeps is invoiced: after the storno of the stay's invoice the
 * same job issues an invoice over the fee (a cancellation fee without VAT, a no-show charge with
 * the pitch's VAT included), so payments − refunds = invoices − stornos for the booking, to the
 * cent. The jobs are the service calls the worker makes.
 */
describe('the invoice over a kept cancellation fee or no-show charge', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let invoices: InvoiceIssuing;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    invoices = t.app.get(InvoiceIssuing);
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.get(Clock).travelTo(new Date(`${TODAY}T10:00:00Z`)));

  const post = (path: string, body: object = {}) =>
    staff.agent.post(`/api/admin/bookings/${path}`).set('X-CSRF-Token', staff.csrf).send(body);
  const list = async (resource: string, bookingId: string) =>
    (
      await staff.agent
        .get(`/api/admin/${resource}`)
        .query({ filter: JSON.stringify({ bookingId }), sort: JSON.stringify(['number', 'ASC']) })
        .expect(200)
    ).body as InvoiceRow[];
  const pdf = async (id: string) =>
    pdfText(
      (
        await staff.agent
          .get(`/api/admin/invoices/${id}/pdf`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body as Buffer,
    );
  const money = async (id: string) =>
    (await staff.agent.get(`/api/admin/bookings/${id}`).expect(200)).body.money as {
      totalCents: number;
      paidCents: number;
      refundedCents: number;
      dueCents: number;
    };

  let n = 0;
  async function booking(pitch: string, checkIn: string, checkOut: string, pay: boolean) {
    const res = await post('', {
      ...guest,
      email: `fee${n++}@example.at`,
      pitchId: demo.pitch(pitch).id,
      checkIn,
      checkOut,
      adults: 2,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const b = res.body as { id: string; number: string; totalCents: number };
    if (pay) {
      await post(`${b.id}/payments`, {
        amountCents: b.totalCents,
        method: 'card_terminal',
        reference: `T-${b.number}`,
      }).expect(201);
      await invoices.issueInvoice(b.id);
    }
    return b;
  }

  /** Invoices − stornos of the booking, against what the ledger kept and what is still due. */
  async function expectBooksAgree(id: string) {
    const issued = await list('invoices', id);
    const stornos = await list('storno-invoices', id);
    const m = await money(id);
    const charged = [...issued, ...stornos].reduce((s, r) => s + r.totalCents, 0);
    expect(m.paidCents - m.refundedCents).toBe(charged - m.dueCents);
    expect(m.totalCents).toBe(charged);
  }

  it('a late cancellation: storno of the stay, then an invoice over the fee without VAT', async () => {
    // Five days before arrival: the policy keeps half of the stay.
    const b = await booking('C4', '2026-11-27', '2026-11-30', true);
    const res = await post(`${b.id}/cancel`, { refund: 'cash', reason: 'Krankheit' }).expect(201);
    const fee = res.body.cancellationFeeCents as number;
    expect(fee).toBeGreaterThan(0);
    expect(fee).toBeLessThan(b.totalCents);

    const first = await invoices.issueStorno(b.id);
    expect(first).toMatchObject({ created: true });
    const [stay, feeInvoice] = await list('invoices', b.id);
    expect(stay.reversed).toBe(true);
    expect(feeInvoice).toMatchObject({ totalCents: fee, reversed: false });
    const text = await pdf(feeInvoice.id);
    expect(text).toContain('Stornogebühr');
    expect(text).toContain(`Stornogebühr zur Buchung ${b.number}`);
    expect(text).toContain('ohne USt.');
    expect(text).not.toMatch(/USt\. 10/);
    await expectBooksAgree(b.id);

    // The job again (a retry, or the reconciler's repair): nothing new.
    expect(await invoices.issueStorno(b.id)).toMatchObject({
      number: first!.number,
      created: false,
    });
    expect(await list('invoices', b.id)).toHaveLength(2);
  });

  it('a no-show: the charge is invoiced with the pitch’s VAT included', async () => {
    const b = await booking('C5', TODAY, '2026-11-25', true);
    const res = await post(`${b.id}/no-show`, { refund: 'cash' }).expect(201);
    const charge = res.body.cancellationFeeCents as number;
    expect(charge).toBeGreaterThan(0);
    await invoices.issueStorno(b.id);
    const current = (await list('invoices', b.id)).find((i) => !i.reversed)!;
    expect(current.totalCents).toBe(charge);
    const text = await pdf(current.id);
    expect(text).toContain('Gebühr für Nichtanreise');
    expect(text).toMatch(/USt\. 10 %/);
    await expectBooksAgree(b.id);
  });

  it('a late cancellation never invoiced or paid: the fee invoice is the claim, all of it due', async () => {
    const b = await booking('C6', '2026-11-24', '2026-11-26', false);
    const res = await post(`${b.id}/cancel`, { refund: 'later' }).expect(201);
    const fee = res.body.cancellationFeeCents as number;
    expect(fee).toBeGreaterThan(0);
    expect(await invoices.issueStorno(b.id)).toBeNull();
    const issued = await list('invoices', b.id);
    expect(issued).toEqual([expect.objectContaining({ totalCents: fee, reversed: false })]);
    expect(await list('storno-invoices', b.id)).toEqual([]);
    expect((await money(b.id)).dueCents).toBe(fee);
    await expectBooksAgree(b.id);
  });

  it('a free cancellation keeps nothing and gets no fee invoice', async () => {
    const b = await booking('C8', '2027-05-03', '2027-05-05', true);
    await post(`${b.id}/cancel`, { refund: 'cash' }).expect(201);
    await invoices.issueStorno(b.id);
    const issued = await list('invoices', b.id);
    expect(issued).toHaveLength(1);
    expect(issued[0].reversed).toBe(true);
    await expectBooksAgree(b.id);
  });
});
