import { Check, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The uploaded site plan behind the pitch map, one row. No image means the bundled default plan;
 * pitch x/y are percent of whichever plan shows, so width and height give its aspect ratio.
 */
@Entity({ tableName: 'site_plan' })
@Check({ name: 'site_plan_single_row', expression: 'id = 1' })
export class SitePlan {
  [OptionalProps]?: 'id' | 'updatedAt' | 'assetId' | 'imageUrl' | 'width' | 'height';

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = 1;

  /** The stored image (assets module), removed when the plan is replaced. */
  @Property({ type: 'uuid', nullable: true }) assetId?: string | null;
  @Property({ type: 'text', nullable: true }) imageUrl?: string | null;
  @Property({ type: 'integer', nullable: true }) width?: number | null;
  @Property({ type: 'integer', nullable: true }) height?: number | null;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
