import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The catalog version: one counter raised by a statement trigger on every table a hold is judged
 * and priced by (pricing settings, extras, seasons and their rates, pitches, categories, feature
 * toggles). `create_hold` refuses a hold priced by an older catalog (see HoldCatalog).
 */
@Entity({ tableName: 'catalog_version' })
@Check({ name: 'catalog_version_single_row', expression: 'id = 1' })
export class CatalogVersion {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id: number = 1;
  @Property({ type: 'bigint' }) version: string = '0';
}
