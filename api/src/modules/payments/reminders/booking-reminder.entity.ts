import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const REMINDER_KINDS = [
  'pre_arrival',
  'bank_transfer_overdue',
  'hold_expired',
  'balance_due',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * That a one-off notice about a booking was given (pre-arrival mail, overdue bank transfer alert,
 * expired-hold mail). The primary key lets exactly one run claim it, however many workers scan.
 */
@Entity({ tableName: 'booking_reminders' })
export class BookingReminder {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' }) bookingId!: string;
  @Enum({ items: () => REMINDER_KINDS, primary: true }) kind!: ReminderKind;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
}
