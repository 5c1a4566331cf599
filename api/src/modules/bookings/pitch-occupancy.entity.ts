import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Block } from 'src/modules/catalog/block.entity';
import { Pitch } from 'src/modules/catalog/pitch.entity';
import { SeasonalContract } from 'src/modules/seasonal/seasonal-contract.entity';
import { Booking } from './booking.entity';

/**
 * Every night a pitch is taken, by a live booking, a block or a seasonal contract. Written only by
 * database triggers on `bookings`, `pitch_blocks` and `seasonal_contracts`; the exclusion constraint is what makes a double booking impossible,
 * whatever the application does. Pending holds carry their expiry so readers can ignore stale ones.
 */
@Entity({ tableName: 'pitch_occupancy' })
@Index({
  name: 'pitch_occupancy_no_overlap',
  expression:
    'alter table "pitch_occupancy" add constraint "pitch_occupancy_no_overlap" exclude using gist ("pitch_id" with =, "stay" with &&)',
})
// Availability asks "what overlaps this period" for all pitches at once; this index answers that alone.
@Index({ name: 'pitch_occupancy_stay_index', properties: ['stay'], type: 'gist' })
export class PitchOccupancy {
  @PrimaryKey({ type: 'bigint', autoincrement: true }) id!: string;
  @ManyToOne(() => Pitch, { deleteRule: 'cascade' }) pitch!: Pitch;
  @Property({ columnType: 'daterange', type: 'string' }) stay!: string;
  @ManyToOne(() => Booking, { deleteRule: 'cascade', nullable: true, unique: true })
  booking?: Booking | null;
  @ManyToOne(() => Block, { deleteRule: 'cascade', nullable: true, unique: true })
  block?: Block | null;
  @ManyToOne(() => SeasonalContract, { deleteRule: 'cascade', nullable: true, unique: true })
  contract?: SeasonalContract | null;
  @Property({ type: 'timestamptz', nullable: true }) expiresAt?: Date | null;
}

/** How many rows the occupancy counter is spread over (see OccupancyVersion). */
export const OCCUPANCY_VERSION_SHARDS = 64;

/**
 * The occupancy counter, spread over 64 rows: a row trigger on `pitch_occupancy` raises the row of
 * the changed pitch (by a hash of its id) in the changing transaction, so bookings of different
 * pitches do not wait for each other on one row. Every change raises the sum, read in the same
 * snapshot as the data: availability answers from a per-process cache while the sum stands still,
 * so a search costs one read of 64 small rows instead of a scan and is never staler than the last
 * commit.
 */
@Entity({ tableName: 'occupancy_version' })
@Check({ name: 'occupancy_version_shard', expression: 'id between 1 and 64' })
export class OccupancyVersion {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id: number = 1;
  @Property({ type: 'bigint' }) version: string = '0';
}
