import {
  Check,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { IcalFeed } from 'src/modules/ical/ical-feed.entity';
import { Pitch } from './pitch.entity';

/**
 * A pitch closed for a range of nights (maintenance, reserved for events). `endDate` is exclusive,
 * like a check-out date: a block from 2027-05-01 to 2027-05-03 closes the nights of the 1st and 2nd.
 * A block imported from an external calendar names its feed and the event's UID (one block per
 * event: a refresh never duplicates it); staff edit those in the calendar they came from.
 */
@Entity({ tableName: 'pitch_blocks' })
@Check({ name: 'pitch_blocks_dates', expression: 'end_date > start_date' })
@Check({
  name: 'pitch_blocks_ical_source',
  expression: '(ical_feed_id is null) = (ical_uid is null)',
})
@Unique({ name: 'pitch_blocks_ical_event', properties: ['icalFeed', 'icalUid'] })
export class Block {
  [OptionalProps]?: 'id' | 'createdAt' | 'createdBy' | 'icalFeed' | 'icalUid';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Pitch, { deleteRule: 'cascade', index: true })
  pitch!: Pitch;

  @Property({ type: 'date' }) startDate!: string;
  @Property({ type: 'date' }) endDate!: string;
  @Property({ type: 'text' }) reason!: string;
  @Property({ type: 'text', nullable: true }) createdBy?: string | null;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();

  @ManyToOne(() => IcalFeed, { deleteRule: 'cascade', nullable: true })
  icalFeed?: IcalFeed | null;
  @Property({ type: 'text', nullable: true }) icalUid?: string | null;
}
