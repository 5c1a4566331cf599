import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { isUniqueViolation } from 'src/common/db/writes';
import { FieldsException } from 'src/common/http/validation';
import { translate, type Lang, type MessageKey } from 'src/common/i18n/messages';
import { Env } from 'src/config/env';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { ExternalBlocks } from 'src/modules/catalog/external-blocks.service';
import type { CreateIcalFeedDto, IcalFeedDto, IcalOverviewDto } from './dto/ical.dto';
import { IcalExportService } from './ical-export.service';
import { checkFeedUrl } from './ical-fetch';
import { IcalFeed } from './ical-feed.entity';
import { IcalImportService } from './ical-import.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The console's side of iCal sync: export URLs and key rotation, import feeds and their results. */
@Injectable()
export class AdminIcalService {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly catalog: CatalogService,
    private readonly blocks: ExternalBlocks,
    private readonly exports: IcalExportService,
    private readonly imports: IcalImportService,
  ) {}

  async overview(lang: Lang): Promise<IcalOverviewDto> {
    const pitches = await this.catalog.pitchCodes();
    const [keys, feeds] = await Promise.all([
      this.exports.generations(pitches.map((p) => p.id)),
      this.em.fork().find(IcalFeed, {}, { orderBy: { createdAt: 'ASC' } }),
    ]);
    const counts = await this.blocks.countByFeed(feeds.map((f) => f.id));
    return {
      refreshMinutes: this.env.ICAL_REFRESH_MINUTES,
      pitches: pitches.map((p) => {
        const key = keys.get(p.id);
        const generation = key?.generation ?? 0;
        return {
          pitchId: p.id,
          code: p.code,
          exportUrl: this.exports.url(p.id, generation),
          keyRotatedAt: key?.rotatedAt ?? null,
          feeds: feeds
            .filter((f) => f.pitch.id === p.id)
            .map((f) => this.toDto(f, generation, counts.get(f.id) ?? 0, lang)),
        };
      }),
    };
  }

  async rotate(pitchId: string, by: string, lang: Lang): Promise<IcalOverviewDto> {
    await this.knownPitch(pitchId);
    await this.exports.rotate(pitchId, by);
    return this.overview(lang);
  }

  async create(dto: CreateIcalFeedDto, by: string, lang: Lang): Promise<IcalFeedDto> {
    const problem = checkFeedUrl(dto.url, this.env.ICAL_ALLOW_PRIVATE_ADDRESSES);
    if (problem)
      throw new FieldsException({
        url: { key: problem === 'invalid_url' ? 'ical.invalidUrl' : 'ical.forbiddenAddress' },
      });
    const pitch = await this.catalog.pitch(dto.pitchId).catch(() => {
      throw new FieldsException({ pitchId: { key: 'catalog.unknownPitch' } });
    });
    const em = this.em.fork();
    const feed = em.create(IcalFeed, { pitch, name: dto.name, url: dto.url, createdBy: by });
    try {
      await em.persist(feed).flush();
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppException(HttpStatus.CONFLICT, 'ical.duplicateFeed');
      throw e;
    }
    // The first import at once, so staff see at the moment of adding whether the URL works.
    const refreshed = (await this.imports.refresh(feed.id)) ?? feed;
    return this.feedDto(refreshed, lang);
  }

  /** Removes the feed and, with it (the foreign key cascades), every block it imported. */
  async remove(id: string, lang: Lang): Promise<IcalFeedDto> {
    const feed = await this.find(id);
    const dto = await this.feedDto(feed, lang);
    await this.em.fork().nativeDelete(IcalFeed, { id: feed.id });
    return { ...dto, blocks: 0 };
  }

  async refresh(id: string, lang: Lang): Promise<IcalFeedDto> {
    await this.find(id);
    const feed = await this.imports.refresh(id);
    if (!feed) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return this.feedDto(feed, lang);
  }

  private async find(id: string): Promise<IcalFeed> {
    const feed = UUID.test(id) ? await this.em.fork().findOne(IcalFeed, { id }) : null;
    if (!feed) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return feed;
  }

  private async knownPitch(id: string): Promise<void> {
    await this.catalog.pitch(id).catch(() => {
      throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    });
  }

  private async feedDto(feed: IcalFeed, lang: Lang): Promise<IcalFeedDto> {
    const generation =
      (await this.exports.generations([feed.pitch.id])).get(feed.pitch.id)?.generation ?? 0;
    const counts = await this.blocks.countByFeed([feed.id]);
    return this.toDto(feed, generation, counts.get(feed.id) ?? 0, lang);
  }

  private toDto(f: IcalFeed, generation: number, blocks: number, lang: Lang): IcalFeedDto {
    return {
      id: f.id,
      pitchId: f.pitch.id,
      name: f.name,
      url: f.url,
      exportUrl: this.exports.url(f.pitch.id, generation, f.id),
      blocks,
      lastAttemptAt: f.lastAttemptAt ?? null,
      lastSuccessAt: f.lastSuccessAt ?? null,
      lastStatus: f.lastStatus ?? null,
      lastError: f.lastError
        ? {
            code: f.lastError.code,
            message: translate(lang, `ical.error.${f.lastError.code}` as MessageKey),
            detail: f.lastError.detail,
          }
        : null,
      lastCounts: f.lastCounts ?? null,
      lastConflicts: f.lastConflicts ?? [],
      createdAt: f.createdAt,
    };
  }
}
