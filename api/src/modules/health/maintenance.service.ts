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

  async get(): Promise<MaintenanceView> {
    const state = await this.em.fork().findOne(MaintenanceState, { id: 1 });
    return state ? toView(state) : { active: false, message: null, estimatedEndTime: null };
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
