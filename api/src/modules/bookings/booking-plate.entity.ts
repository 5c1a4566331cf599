import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Booking } from './booking.entity';

/**
 * A vehicle of a booking, by its normalised number plate (see plates.ts). The gate camera looks
 * plates up by value, hence the index on `plate`; a booking lists a plate once.
 */
@Entity({ tableName: 'booking_plates' })
@Unique({ name: 'booking_plates_booking_plate_unique', properties: ['booking', 'plate'] })
@Check({ name: 'booking_plates_normalised', expression: "plate ~ '^[A-Z0-9ÄÖÜ]{2,12}$'" })
export class BookingPlate {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @ManyToOne(() => Booking, { deleteRule: 'cascade' }) booking!: Booking;
  @Index({ name: 'booking_plates_plate_index' }) @Property({ type: 'text' }) plate!: string;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
}
