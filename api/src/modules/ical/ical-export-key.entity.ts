import { Entity, OneToOne, OptionalProps, Property } from '@mikro-orm/core';
import { Pitch } from 'src/modules/catalog/pitch.entity';

/**
 * The generation of a pitch's export key. The key itself is never stored: it is derived from
 * BOOKING_LINK_SECRET, the pitch and this number (see IcalExportService), so rotating means
 * counting up, and every earlier URL of the pitch stops working at once. No row: generation 0.
 */
@Entity({ tableName: 'ical_export_keys' })
export class IcalExportKey {
  [OptionalProps]?: 'generation' | 'rotatedAt' | 'rotatedBy';

  @OneToOne(() => Pitch, { primary: true, deleteRule: 'cascade', owner: true })
  pitch!: Pitch;

  @Property({ type: 'integer' }) generation: number = 0;
  @Property({ type: 'timestamptz', nullable: true }) rotatedAt?: Date | null;
  @Property({ type: 'text', nullable: true }) rotatedBy?: string | null;
}
