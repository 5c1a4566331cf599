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

/**
 * How long one reading of the switch serves every health check of this process. Load balancers and
 * every open public page poll health, and a flood of other requests must not make each poll wait
 * for a database connection: checks within this window share one query (and one in flight is
 * shared too). A switch made in this process applies at once, one made in another within this.
 */
export const MAINTENANCE_READ_MS = 1000;

/** Reads and switches maintenance mode (one row, so every API process agrees). */
@Injectable()
export class MaintenanceService {
  constructor(private readonly em: EntityManager) {}

  private reading?: { at: number; view: Promise<MaintenanceView> };

  /**
   * The switch as the health check reports it. One plain query at most every MAINTENANCE_READ_MS,
   * so it still doubles as the database liveness probe: a failed read fails the checks that share
   * it and is not kept.
   */
  get(now = Date.now()): Promise<MaintenanceView> {
    if (!this.reading || now - this.reading.at >= MAINTENANCE_READ_MS) {
      const view = this.read();
      const reading = { at: now, view };
      this.reading = reading;
      view.catch(() => {
        if (this.reading === reading) this.reading = undefined;
      });
    }
    return this.reading.view;
  }

  /** The stored switch, read now (the admin screen shows exactly what is stored). */
  async read(): Promise<MaintenanceView> {
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
    const view = toView(state);
    this.reading = { at: Date.now(), view: Promise.resolve(view) };
    return view;
  }
}
