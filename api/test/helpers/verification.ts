import request from 'supertest';
import { OutboxMessage } from 'src/queues/outbox.entity';
import type { TestApp } from './test-app';

/** The link the verification mail carries, read from the mail's outbox row (the guest reads it in the mail). */
export async function verificationLink(t: TestApp, bookingId: string): Promise<URL> {
  const row = await t
    .em()
    .findOneOrFail(OutboxMessage, { jobId: `mail.booking_verification.${bookingId}` });
  const extra = row.data.extra as { verifyUrl: string };
  return new URL(extra.verifyUrl);
}

/**
 * What a guest does for pay on arrival: choose it (confirm), then follow the link in the mail
 * (verify). Answers the booking as the verify route returns it.
 */
export async function confirmByMail(
  t: TestApp,
  hold: { id: string; token: string },
): Promise<request.Response> {
  await request(t.server)
    .post(`/api/bookings/${hold.id}/confirm`)
    .query({ token: hold.token })
    .expect(200);
  const link = await verificationLink(t, hold.id);
  return request(t.server)
    .post(`/api/bookings/${hold.id}/verify`)
    .query({ token: link.searchParams.get('token'), key: link.searchParams.get('verify') })
    .expect(200);
}

/** Abuse limits high enough for suites that book many times from one address and one email. */
export const RELAXED_ABUSE_LIMITS: Record<string, string> = {
  HOLDS_PER_ADDRESS_MAX: '10000',
  HOLDS_PER_EMAIL_MAX: '10000',
  HOLD_RATE_MAX: '10000',
  CONFIRM_RATE_MAX: '10000',
  MAIL_PER_RECIPIENT_PER_HOUR: '10000',
  MAIL_SEND_PER_RECIPIENT: '10000',
};
