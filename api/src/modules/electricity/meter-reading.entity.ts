import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Booking } from 'src/modules/bookings/booking.entity';
import { Pitch } from 'src/modules/catalog/pitch.entity';

export type ReadingKind = 'arrival' | 'departure';
export const READING_KINDS: readonly ReadingKind[] = ['arrival', 'departure'];
/** `seasonal`: a reading of a seasonal contract's pitch, billed with its instalments. */
export type StoredReadingKind = ReadingKind | 'seasonal';

/**
 * A reading of a pitch's electricity meter, taken by staff when a guest arrives or leaves. Values
 * are whole watt-hours (a meter's kWh with up to three decimals), never floats. The meter's number
 * is copied from the pitch, so a replaced meter starts its own series. The database refuses a
 * reading below the last one of the same meter (trigger `meter_readings_monotonic`) and a second
 * reading of the same kind for a booking (`meter_readings_booking_kind_unique`). A reading of a
 * seasonal contract (kind `seasonal`) names the contract instead of a booking (`contractId`, a
 * plain id so this file needs no import of the seasonal module).
 */
@Entity({ tableName: 'meter_readings' })
export class MeterReading {
  [OptionalProps]?: 'id' | 'booking' | 'recordedBy' | 'contractId';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @ManyToOne(() => Pitch, { deleteRule: 'restrict' }) pitch!: Pitch;
  @Property({ type: 'text' }) meterNumber!: string;
  @ManyToOne(() => Booking, { deleteRule: 'restrict', nullable: true })
  booking: Booking | null = null;
  /** The seasonal contract it was read for (kind `seasonal`), else null. */
  @Property({ type: 'uuid', nullable: true }) contractId: string | null = null;
  @Property({ type: 'text' }) kind!: StoredReadingKind;
  @Property({ type: 'integer' }) valueWh!: number;
  @Property({ type: 'timestamptz' }) recordedAt!: Date;
  /** The staff member's email. */
  @Property({ type: 'text', nullable: true }) recordedBy: string | null = null;
}
