import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import {
  applyChanges,
  assertNoProblems,
  isExclusionViolation,
  type Problems,
} from 'src/common/db/writes';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import {
  SEASON_WRITES,
  type CreateSeasonDto,
  type SeasonRateDto,
  type UpdateSeasonDto,
} from './dto/season.dto';
import { Season, SeasonRate } from './season.entity';

export const SEASON_LIST: ListSpec = {
  resource: 'seasons',
  sortable: {
    id: 'id',
    name: 'name',
    startDate: 'startDate',
    endDate: 'endDate',
    minStayNights: 'minStayNights',
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
  },
  filters: {
    q: { kind: 'search', columns: ['name'] },
    // Seasons with at least one night between from and to (all dates inclusive).
    from: { kind: 'custom', type: 'date', build: (from: string) => ({ endDate: { $gte: from } }) },
    to: { kind: 'custom', type: 'date', build: (to: string) => ({ startDate: { $lte: to } }) },
  },
  defaultSort: ['startDate', 'ASC'],
};

const POPULATE = ['rates', 'rates.category'] as const;

interface Attempt {
  id?: string;
  startDate: string;
  endDate: string;
}

/**
 * Seasons and their nightly rates, written together in one transaction. The database refuses
 * overlapping seasons (seasons_no_overlap); this service names the season in the way.
 */
@Injectable()
export class AdminSeasonsService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  list(query: Record<string, unknown>): Promise<ListResult<Season>> {
    return findList(this.em, Season, query, SEASON_LIST, { populate: POPULATE });
  }

  async get(id: string): Promise<Season> {
    const season = await this.em.findOne(Season, { id }, { populate: POPULATE });
    if (!season) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return season;
  }

  create(dto: CreateSeasonDto): Promise<Season> {
    return this.write(async (em, attempt) => {
      const season = new Season();
      applyChanges(season, dto, SEASON_WRITES);
      season.nameEn ??= season.name;
      assertDates(season);
      Object.assign(attempt, dates(season));
      em.persist(season);
      await replaceRates(em, this.catalog, season, dto.rates ?? []);
      await em.flush();
      return season;
    });
  }

  update(id: string, dto: UpdateSeasonDto): Promise<Season> {
    return this.write(async (em, attempt) => {
      // Lock the season row alone: FOR UPDATE cannot reach into the outer join of its rates.
      const season = await em.findOne(Season, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!season) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      await em.populate(season, POPULATE);
      applyChanges(season, dto, SEASON_WRITES);
      assertDates(season);
      Object.assign(attempt, { id, ...dates(season) });
      if (dto.rates !== undefined) await replaceRates(em, this.catalog, season, dto.rates ?? []);
      await em.flush();
      return season;
    });
  }

  /** Bookings keep their own price snapshot, so a season can always go. */
  remove(id: string): Promise<Season> {
    return this.em.transactional(async (em) => {
      const season = await em.findOne(Season, { id }, { populate: POPULATE });
      if (!season) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      await em.remove(season).flush();
      return season;
    });
  }

  private async write(work: (em: EntityManager, attempt: Attempt) => Promise<Season>) {
    const attempt = {} as Attempt;
    try {
      return await this.em.transactional((em) => work(em, attempt));
    } catch (e) {
      if (isExclusionViolation(e)) throw await this.overlap(attempt);
      throw e;
    }
  }

  private async overlap(attempt: Attempt): Promise<AppException> {
    const other = await this.em.fork().findOne(
      Season,
      {
        startDate: { $lte: attempt.endDate },
        endDate: { $gte: attempt.startDate },
        ...(attempt.id ? { id: { $ne: attempt.id } } : {}),
      },
      { orderBy: { startDate: 'ASC' } },
    );
    if (!other) return new AppException(HttpStatus.CONFLICT, 'seasons.overlap');
    return new AppException(HttpStatus.CONFLICT, 'seasons.overlapsSeason', {
      name: other.name,
      startDate: other.startDate,
      endDate: other.endDate,
    });
  }
}

const dates = (s: Season) => ({ startDate: s.startDate, endDate: s.endDate });

function assertDates(season: Season): void {
  if (season.endDate < season.startDate)
    assertNoProblems({ endDate: { key: 'seasons.endBeforeStart' } });
  // The deposit value means basis points or cents by kind (the check constraint says the same).
  const { depositKind: kind, depositValue: value } = season;
  if (kind === 'percent' && (value < 1 || value > 10_000))
    assertNoProblems({ depositValue: { key: 'seasons.depositPercent' } });
  if (kind === 'fixed' && value < 1)
    assertNoProblems({ depositValue: { key: 'seasons.depositFixed' } });
  if (kind === 'none' && value !== 0)
    assertNoProblems({ depositValue: { key: 'seasons.depositNone' } });
}

/**
 * Makes the season's rates exactly `rates`. A category keeps its row (its price updated), so the
 * (season, category) unique key never sees a delete and an insert race within one flush.
 */
async function replaceRates(
  em: EntityManager,
  catalog: CatalogService,
  season: Season,
  rates: SeasonRateDto[],
) {
  const ids = [...new Set(rates.map((r) => r.categoryId))];
  const categories = new Map((await catalog.categoriesByIds(ids, em)).map((c) => [c.id, c]));
  const problems: Problems = {};
  const seen = new Set<string>();
  for (const [i, rate] of rates.entries()) {
    if (!categories.has(rate.categoryId))
      problems[`rates.${i}.categoryId`] = { key: 'catalog.unknownCategory' };
    else if (seen.has(rate.categoryId))
      problems[`rates.${i}.categoryId`] = { key: 'seasons.duplicateRate' };
    seen.add(rate.categoryId);
  }
  assertNoProblems(problems);

  const existing = new Map(season.rates.getItems().map((r) => [r.category.id, r]));
  for (const rate of rates) {
    const current = existing.get(rate.categoryId);
    if (current) current.nightlyPriceCents = rate.nightlyPriceCents;
    else
      season.rates.add(
        em.create(SeasonRate, {
          season,
          category: categories.get(rate.categoryId)!,
          nightlyPriceCents: rate.nightlyPriceCents,
        }),
      );
  }
  for (const [categoryId, rate] of existing) {
    if (!seen.has(categoryId)) season.rates.remove(rate);
  }
}
