import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MaintenanceState } from './maintenance-state.entity';

export interface MaintenanceView {
  active: boolean;
  message: string | null;
  estimatedEndTime: string | null;
}

const toView = (s: MaintenanceState): MaintenanceView => ({
  active: s.active,
  message: s.message ?? null,
  estimatedEndTime: s.estimatedEndTime ? s.estimatedEndTime.toISOString() : null,
});

/** Reads and switches maintenance mode (one row, so every API process agrees). */
@Injectable()
export class MaintenanceService {
  constructor(private readonly em: EntityManager) {}

  /** One plain query: the health check runs it on every poll, and it doubles as the database liveness probe. */
  async get(): Promise<MaintenanceView> {
    const rows = await this.em
      .getConnection()
      .execute<{ active: boolean; message: string | null; estimated_end_time: Date | null }[]>(
        'select active, message, estimated_end_time from maintenance_state where id = 1',
      );
    const row = rows[0];
    if (!row) return { active: false, message: null, estimatedEndTime: null };
    return {
      active: row.active,
      message: row.message,
      estimatedEndTime: row.estimated_end_time
        ? new Date(row.estimated_end_time).toISOString()
        : null,
    };
  }

  async set(
    input: { active: boolean; message?: string | null; estimatedEndTime?: string | null },
    actor: string,
  ): Promise<MaintenanceView> {
    const em = this.em.fork();
    const state = em.create(MaintenanceState, {
      id: 1,
      active: input.active,
      message: input.message?.trim() ? input.message.trim() : null,
      estimatedEndTime: input.estimatedEndTime ? new Date(input.estimatedEndTime) : null,
      updatedBy: actor,
      updatedAt: new Date(),
    });
    await em.upsert(state);
    return toView(state);
  }
}
