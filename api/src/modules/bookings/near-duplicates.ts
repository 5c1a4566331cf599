import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { mailboxKey } from 'src/common/mailbox-key';
import { Booking } from './booking.entity';

/**
 * docs/product.md §4: a booking for the same guest and overlapping dates asks the staff member to confirm.
 * Answered as 409 with `confirmationRequired`; the client repeats with `confirmDuplicate: true`.
 */
export async function assertNoNearDuplicate(
  em: EntityManager,
  s: {
    checkIn: string;
    checkOut: string;
    email?: string | null;
    firstName: string;
    lastName: string;
  },
  exceptId?: string,
): Promise<void> {
  // The same mailbox, however it is spelled (x+tag@…, X@…: the mailbox_key expression index).
  const sameGuest = s.email?.trim()
    ? { [raw((a) => `mailbox_key(${a}.email)`)]: mailboxKey(s.email) }
    : { firstName: { $ilike: s.firstName.trim() }, lastName: { $ilike: s.lastName.trim() } };
  const similar = await em.find(
    Booking,
    {
      ...sameGuest,
      status: { $in: ['pending', 'confirmed'] },
      checkIn: { $lt: s.checkOut },
      checkOut: { $gt: s.checkIn },
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    },
    { limit: 5 },
  );
  if (similar.length) {
    throw new AppException(
      HttpStatus.CONFLICT,
      'booking.duplicate',
      {},
      {
        confirmationRequired: true,
        duplicates: similar.map((b) => ({
          id: b.id,
          number: b.number,
          checkIn: b.checkIn,
          checkOut: b.checkOut,
        })),
      },
    );
  }
}
