import { Check, Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Pitch } from './pitch.entity';

/**
 * A pitch closed for a range of nights (maintenance, reserved for events). `endDate` is exclusive,
 * like a check-out date: a block from 2027-05-01 to 2027-05-03 closes the nights of the 1st and 2nd.
 */
@Entity({ tableName: 'pitch_blocks' })
@Check({ name: 'pitch_blocks_dates', expression: 'end_date > start_date' })
export class Block {
  [OptionalProps]?: 'id' | 'createdAt' | 'createdBy';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Pitch, { deleteRule: 'cascade', index: true })
  pitch!: Pitch;

  @Property({ type: 'date' }) startDate!: string;
  @Property({ type: 'date' }) endDate!: string;
  @Property({ type: 'text' }) reason!: string;
  @Property({ type: 'text', nullable: true }) createdBy?: string | null;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
}
