import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The desk's data counter, spread over 64 rows: a statement trigger on every table the dashboard,
 * the calendar and the business figures read (bookings, pitches, categories, blocks, seasonal
 * contracts, access codes, guest registrations, alerts, invoices) raises one row — chosen by the
 * writing server process — in the changing transaction. While the sum stands still those reads
 * answer from a per-process cache (desk-cache.ts).
 */
@Entity({ tableName: 'desk_version' })
@Check({ name: 'desk_version_shard', expression: 'id between 1 and 64' })
export class DeskVersion {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id: number = 1;
  @Property({ type: 'bigint' }) version: string = '0';
}
