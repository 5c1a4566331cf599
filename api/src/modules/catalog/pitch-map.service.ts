import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { AssetsService, type UploadedImage } from 'src/modules/assets/assets.service';
import type { PitchMapDto, SavePitchPositionsDto, SitePlanDto } from './dto/pitch-map.dto';
import { Pitch } from './pitch.entity';
import { SitePlan } from './site-plan.entity';

const PLAN_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

const toPlanDto = (p: SitePlan | null): SitePlanDto => ({
  imageUrl: p?.imageUrl ?? null,
  width: p?.width ?? null,
  height: p?.height ?? null,
});

/** The site plan image and the pins on it (pitch x/y), as the pitch-map editor changes them. */
@Injectable()
export class PitchMapService {
  constructor(
    private readonly em: EntityManager,
    private readonly assets: AssetsService,
  ) {}

  async plan(): Promise<SitePlanDto> {
    return toPlanDto(await this.em.fork().findOne(SitePlan, { id: 1 }));
  }

  async map(): Promise<PitchMapDto> {
    const em = this.em.fork();
    const [plan, pitches] = await Promise.all([
      em.findOne(SitePlan, { id: 1 }),
      em.find(Pitch, {}, { orderBy: { code: 'ASC' } }),
    ]);
    return {
      plan: toPlanDto(plan),
      pitches: pitches.map((p) => ({ id: p.id, code: p.code, x: p.x, y: p.y, active: p.active })),
      maxBytes: this.assets.maxBytes,
    };
  }

  /** Stores the new plan, then lets go of the old image. */
  async uploadPlan(file: UploadedImage | undefined): Promise<SitePlanDto> {
    const asset = await this.assets.store(file, PLAN_TYPES);
    const previous = await this.setPlan({
      assetId: asset.id,
      imageUrl: asset.url,
      width: asset.width,
      height: asset.height,
    });
    await this.assets.remove(previous);
    return this.plan();
  }

  async removePlan(): Promise<SitePlanDto> {
    const previous = await this.setPlan({
      assetId: null,
      imageUrl: null,
      width: null,
      height: null,
    });
    await this.assets.remove(previous);
    return this.plan();
  }

  /** All moved pins in one transaction: either every position is saved or none. */
  async savePositions(dto: SavePitchPositionsDto): Promise<number> {
    const byId = new Map(dto.positions.map((p) => [p.id, p]));
    return this.em.fork().transactional(async (em) => {
      const pitches = await em.find(Pitch, { id: { $in: [...byId.keys()] } });
      if (pitches.length !== byId.size)
        throw new AppException(HttpStatus.BAD_REQUEST, 'catalog.unknownPitch');
      for (const pitch of pitches) {
        const { x, y } = byId.get(pitch.id)!;
        pitch.x = x;
        pitch.y = y;
      }
      await em.flush();
      return pitches.length;
    });
  }

  /** Returns the asset id the plan had before. */
  private async setPlan(values: Partial<SitePlan>): Promise<string | null> {
    return this.em.fork().transactional(async (em) => {
      let row = await em.findOne(SitePlan, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const previous = row?.assetId ?? null;
      if (!row) row = em.create(SitePlan, { id: 1 });
      Object.assign(row, values);
      await em.flush();
      return previous;
    });
  }
}
