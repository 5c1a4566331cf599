import { InvoiceIssuing } from 'src/modules/invoices/invoice-issuing.service';
import { OutboxMessage } from 'src/queues/outbox.entity';
import { guest as onlineGuest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { binary, pdfText } from './helpers/pdf-text';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import request from 'supertest';

const { consent: _consent, ...guest } = onlineGuest;

/**
 * The front desk's invoice screens: one shape for invoices and storno invoices (list with payment
 * state and guest search, PDF, send again by mail). Invoices are issued by the same service call
 * the `invoices` job makes, so no worker process is needed here (invoices.int-spec runs them).
 */
describe('admin invoices and storno invoices: search, payment state, send again', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let staff: SignedIn;
  let issuer: InvoiceIssuing;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    staff = await signInAs(t, 'staff');
    issuer = t.app.get(InvoiceIssuing);
  });
  afterAll(() => t.close());

  const post = (path: string) => staff.agent.post(path).set('X-CSRF-Token', staff.csrf);
  const list = (resource: string, filter: Record<string, unknown>, lang = 'de') =>
    staff.agent
      .get(`/api/admin/${resource}`)
      .set('Accept-Language', lang)
      .query({ filter: JSON.stringify(filter) });

  let n = 0;
  async function paidBooking(extra: Record<string, unknown> = {}) {
    const day = 1 + 3 * n++;
    const date = (d: number) => `2027-05-${String(d).padStart(2, '0')}`;
    const res = await post('/api/admin/bookings').send({
      ...guest,
      pitchId: demo.pitch('C2').id,
      checkIn: date(day),
      checkOut: date(day + 2),
      adults: 2,
      ...extra,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const b = res.body as { id: string; number: string; totalCents: number };
    await post(`/api/admin/bookings/${b.id}/payments`)
      .send({ amountCents: b.totalCents, method: 'card_terminal', reference: `T-${b.number}` })
      .expect(201);
    const issued = await issuer.issueInvoice(b.id);
    return { ...b, invoiceNumber: issued!.number };
  }

  let first: Awaited<ReturnType<typeof paidBooking>>;
  let second: Awaited<ReturnType<typeof paidBooking>>;

  it("lists each invoice with its booking's payment state, searched by guest, booking or invoice number", async () => {
    first = await paidBooking({ lastName: 'Oberhofer' });
    second = await paidBooking({ lastName: 'Zauner', email: 'zauner@example.at' });

    const byGuest = await list('invoices', { q: 'oberhof' }).expect(200);
    expect(byGuest.headers['content-range']).toBe('invoices 0-0/1');
    expect(byGuest.body[0]).toMatchObject({
      number: first.invoiceNumber,
      buyerName: 'Anna Oberhofer',
      paymentStatus: 'paid',
      grossCents: expect.any(Number),
    });
    const byBooking = await list('invoices', { q: second.number }).expect(200);
    expect(byBooking.body.map((i: { number: string }) => i.number)).toEqual([second.invoiceNumber]);
    const byNumber = await list('invoices', { q: first.invoiceNumber.slice(-5) }).expect(200);
    expect(byNumber.body.map((i: { number: string }) => i.number)).toEqual([first.invoiceNumber]);

    const paid = await list('invoices', { paymentStatus: 'paid' }).expect(200);
    expect(paid.body).toHaveLength(2);
    const unpaid = await list('invoices', { paymentStatus: 'unpaid' }).expect(200);
    expect(unpaid.headers['content-range']).toBe('invoices */0');

    const bad = await list('invoices', { paymentStatus: 'bezahlt' }).expect(400);
    expect(bad.body.message).toContain('filter.paymentStatus');
    expect(bad.body.message).toMatch(/^Ungültiger Listenparameter/);
    const badEn = await list('invoices', { paymentStatus: 'x' }, 'en').expect(400);
    expect(badEn.body.message).toMatch(/^Invalid list parameter/);
  });

  it('sends the invoice again: each request queues one more mail with the stored PDF attached', async () => {
    const [row] = (await list('invoices', { bookingId: first.id }).expect(200)).body as {
      id: string;
    }[];
    const mails = () =>
      t
        .em()
        .find(OutboxMessage, { jobId: { $like: `mail.invoice.${first.id}%` } })
        .then((rows) => rows.map((r) => r.data));
    const before = (await mails()).length;

    const res = await post(`/api/admin/invoices/${row.id}/resend`).expect(202);
    expect(res.body).toEqual({ number: first.invoiceNumber, recipient: guest.email });
    await post(`/api/admin/invoices/${row.id}/resend`).expect(202);
    const after = await mails();
    expect(after).toHaveLength(before + 2);
    expect(after.slice(-1)[0]).toMatchObject({
      template: 'invoice',
      bookingId: first.id,
      attachment: { kind: 'invoice', id: row.id },
      extra: { invoiceNumber: first.invoiceNumber },
    });

    await request(t.server).post(`/api/admin/invoices/${row.id}/resend`).expect(401);
    await staff.agent.post(`/api/admin/invoices/${row.id}/resend`).expect(403);
    const unknown = await post(
      '/api/admin/invoices/00000000-0000-4000-8000-000000000000/resend',
    ).expect(404);
    expect(unknown.body.message).toBe('Rechnung nicht gefunden');
  });

  it('refuses to send again when the booking has no email address (409, in the staff language)', async () => {
    const b = await paidBooking({ email: null, lastName: 'Ohnemail' });
    const [row] = (await list('invoices', { bookingId: b.id }).expect(200)).body as {
      id: string;
    }[];
    const res = await post(`/api/admin/invoices/${row.id}/resend`).expect(409);
    expect(res.body.message).toBe('Für diese Buchung ist keine E-Mail-Adresse hinterlegt.');
    const en = await post(`/api/admin/invoices/${row.id}/resend`)
      .set('Accept-Language', 'en')
      .expect(409);
    expect(en.body.message).toMatch(/email/i);
  });

  it('storno invoices have the same shape: payment state after the refund, search, PDF and send again', async () => {
    await post(`/api/admin/bookings/${second.id}/cancel`)
      .send({ reason: 'guest called', refund: 'bank_transfer' })
      .expect(201);
    const storno = await issuer.issueStorno(second.id);
    expect(storno?.number).toMatch(/^ST-\d{4}-\d{5}$/);

    const found = await list('storno-invoices', { q: 'zauner' }).expect(200);
    expect(found.headers['content-range']).toBe('storno-invoices 0-0/1');
    expect(found.body[0]).toMatchObject({
      number: storno!.number,
      originalNumber: second.invoiceNumber,
      buyerName: 'Anna Zauner',
      paymentStatus: 'refunded',
    });
    expect(found.body[0].totalCents).toBeLessThan(0);
    const refunded = await list('storno-invoices', { paymentStatus: 'refunded' }).expect(200);
    expect(refunded.body).toHaveLength(1);

    const id = found.body[0].id as string;
    const pdf = await staff.agent
      .get(`/api/admin/storno-invoices/${id}/pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdfText(pdf.body as Buffer)).toContain(storno!.number);
    const again = await post(`/api/admin/storno-invoices/${id}/resend`).expect(202);
    expect(again.body).toEqual({ number: storno!.number, recipient: 'zauner@example.at' });
    const queued = await t
      .em()
      .find(OutboxMessage, { jobId: { $like: `mail.invoice.${second.id}.resend.storno.%` } });
    expect(queued.map((r) => r.data.attachment)).toEqual([{ kind: 'storno', id }]);
  });
});
