import { Check, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Maintenance mode, one row; in the database so every API process answers the same. */
@Entity({ tableName: 'maintenance_state' })
@Check({ name: 'maintenance_state_single_row', expression: 'id = 1' })
export class MaintenanceState {
  [OptionalProps]?: 'id' | 'active' | 'message' | 'updatedAt';

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = 1;

  @Property({ type: 'boolean' })
  active: boolean = false;

  /** Null means the default text in the guest's language. */
  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  estimatedEndTime?: Date | null;

  @Property({ type: 'text', nullable: true })
  updatedBy?: string | null;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
