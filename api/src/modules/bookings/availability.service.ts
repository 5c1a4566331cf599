import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { ClientBase } from 'pg';
import { Clock } from 'src/common/clock';
import { FreshRead } from 'src/common/fresh-read';
import { CatalogService, type SitePlanPitch } from 'src/modules/catalog/catalog.service';
import { PricingService, type StayLimits } from 'src/modules/pricing/pricing.service';
import { nightCount } from 'src/modules/pricing/quote';

export type PitchState = 'available' | 'occupied' | 'blocked' | 'seasonal';

export interface AvailabilityPitch {
  id: string;
  code: string;
  categoryId: string;
  x: number;
  y: number;
  hasElectricity: boolean;
  state: PitchState;
}

export interface Availability {
  checkIn: string;
  checkOut: string;
  nights: number;
  pitches: AvailabilityPitch[];
}

/** The site plan changes a few times a season and is read on every search: kept for a few seconds per process. */
const PITCHES_CACHE_MS = 5_000;

/**
 * The occupancy counter alone: the sum of its 64 small rows (see OccupancyVersion). A named statement,
 * so each pooled connection plans it once (PgBouncer in transaction mode needs 1.21 or later with
 * `max_prepared_statements` set for named statements).
 */
const VERSION_QUERY = {
  name: 'availability_occupancy_version',
  text: 'select sum(version)::text as version from occupancy_version',
  rowMode: 'array' as const,
};

/**
 * What is taken in a period, in one scan of the GiST index on the stay, with the occupancy counter
 * read in the same snapshot. Holds past their expiry count as free even before the sweeper has marked
 * them expired; the earliest expiry still ahead bounds how long the answer may be reused.
 */
const TAKEN_SQL = `
select v.version, t.pitch_id, t.blocked, t.seasonal, t.expires_at
  from (select sum(version)::text as version from occupancy_version) v
  left join (select pitch_id, bool_or(block_id is not null) as blocked,
                    bool_or(contract_id is not null) as seasonal, min(expires_at) as expires_at
               from pitch_occupancy
              where stay && daterange(?::date, ?::date, '[)')
                and (expires_at is null or expires_at > ?)
              group by pitch_id) t on true`;

interface TakenRow {
  version: string;
  pitch_id: string | null;
  blocked: boolean | null;
  /** A seasonal contract holds the pitch in the period (shown as "Saisonplatz"). */
  seasonal: boolean | null;
  // The driver may hand timestamps over as text.
  expires_at: Date | string | null;
}

/** The site plan with each pitch's JSON written once, up to its state. */
interface SitePlan {
  pitches: SitePlanPitch[];
  fragments: string[];
}

/** An availability answer ready to send: its JSON bytes and their entity tag. */
export interface AvailabilityBody {
  body: Buffer;
  etag: string;
  /** The same bytes compressed, made on the first request that accepts each encoding. */
  encoded?: Partial<Record<AnswerEncoding, Buffer>>;
}

/** The encodings an answer is kept in, in the compression middleware's order of preference. */
export type AnswerEncoding = 'br' | 'gzip';

/**
 * The answer's bytes in `encoding`, compressed once per answer (as the compression middleware does:
 * brotli at quality 4, gzip at its default level) instead of on every send: during a rush most
 * searches get the same answer until the next hold changes it.
 */
export function encodedAnswer(answer: AvailabilityBody, encoding: AnswerEncoding): Buffer {
  answer.encoded ??= {};
  return (answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
        })
      : gzipSync(answer.body));
}

/** What was taken in one period at one occupancy version, and until when that answer holds. */
interface TakenEntry {
  version: string;
  computedAt: number;
  validUntil: number;
  taken: Map<string, 'occupied' | 'blocked' | 'seasonal'>;
  /** The answers written from it, per category filter and party size, with the plan they used. */
  bodies: Map<string, AvailabilityBody & { plan: SitePlan }>;
  /** The stay rules this period last passed: the limits read then and the day it was. */
  checked?: { limits: StayLimits; today: string };
}
const TAKEN_CACHE_ENTRIES = 500;
/** Different searches (category, party size) kept per period. */
const BODIES_PER_ENTRY = 32;

@Injectable()
export class AvailabilityService {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: PricingService,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
  ) {}

  private plan?: { at: number; plan: Promise<SitePlan>; ready?: SitePlan };
  private readonly takenCache = new Map<string, TakenEntry>();
  /** Concurrent searches share one counter read, never one sent before they arrived (see FreshRead). */
  private readonly version = new FreshRead(() => this.readVersion());

  /**
   * The counter read straight on a pooled connection: the hottest query of the site skips the query
   * builder and the ORM's bookkeeping, which cost more than the query itself.
   */
  private async readVersion(): Promise<string> {
    const client = this.em.getConnection().getKnex().client as {
      acquireConnection(): Promise<ClientBase>;
      releaseConnection(connection: ClientBase): Promise<void>;
    };
    const connection = await client.acquireConnection();
    try {
      const result = await connection.query<[string]>(VERSION_QUERY);
      return result.rows[0][0];
    } finally {
      await client.releaseConnection(connection);
    }
  }

  private sitePlan(): Promise<SitePlan> {
    if (!this.plan || Date.now() - this.plan.at > PITCHES_CACHE_MS) {
      const plan = this.catalog.sitePlan().then((pitches) => ({
        pitches,
        fragments: pitches.map(
          (p) =>
            JSON.stringify({
              id: p.id,
              code: p.code,
              categoryId: p.categoryId,
              x: p.x,
              y: p.y,
              hasElectricity: p.hasElectricity,
            }).slice(0, -1) + ',"state":',
        ),
      }));
      const entry: NonNullable<typeof this.plan> = { at: Date.now(), plan };
      this.plan = entry;
      plan.then(
        (ready) => (entry.ready = ready),
        () => (this.plan = undefined),
      );
    }
    return this.plan.plan;
  }

  /**
   * Pitches taken in the period. Reused while the occupancy counter stands still, no hold in it has
   * expired and the clock has not gone back; otherwise scanned afresh.
   */
  private async taken(checkIn: string, checkOut: string): Promise<TakenEntry> {
    const now = this.clock.now().getTime();
    const key = `${checkIn}/${checkOut}`;
    const cached = this.takenCache.get(key);
    if (cached) {
      const version = await this.version.get();
      if (version === cached.version && now >= cached.computedAt && now < cached.validUntil)
        return cached;
    }
    const rows = await this.em
      .getConnection()
      .execute<TakenRow[]>(TAKEN_SQL, [checkIn, checkOut, new Date(now)]);
    const entry: TakenEntry = {
      version: rows[0].version,
      computedAt: now,
      validUntil: Infinity,
      taken: new Map(),
      bodies: new Map(),
    };
    for (const row of rows) {
      if (row.pitch_id === null) continue;
      entry.taken.set(
        row.pitch_id,
        row.seasonal ? 'seasonal' : row.blocked ? 'blocked' : 'occupied',
      );
      if (row.expires_at)
        entry.validUntil = Math.min(entry.validUntil, new Date(row.expires_at).getTime());
    }
    this.takenCache.delete(key);
    if (this.takenCache.size >= TAKEN_CACHE_ENTRIES)
      this.takenCache.delete(this.takenCache.keys().next().value!);
    this.takenCache.set(key, entry);
    return entry;
  }

  /**
   * The availability answer of docs/architecture.md, public API as JSON bytes with their entity tag: every pitch with its
   * map position and `available | occupied | blocked | seasonal` for the stay and party. This is the hottest
   * read of the site: a repeated search costs the counter read and nothing else — the bytes are
   * written (from pre-serialised pitch fragments) and hashed once per period, occupancy version,
   * site plan, category filter and party size.
   */
  async forStay(q: {
    checkIn: string;
    checkOut: string;
    categoryId?: string;
    adults: number;
    children: number;
  }): Promise<AvailabilityBody> {
    // The stay rules bound the period before any query runs on it (the same rules as a booking).
    // A period that passed them today under the same limits passes again without the date arithmetic.
    const limits = await this.pricing.stayLimits();
    const today = this.clock.today();
    const checked = this.takenCache.get(`${q.checkIn}/${q.checkOut}`)?.checked;
    const recheck = checked?.limits !== limits || checked.today !== today;
    if (recheck) this.pricing.assertStayDates(q.checkIn, q.checkOut, limits);
    const planned = this.sitePlan();
    const ready = this.plan?.ready;
    const [plan, entry] = ready
      ? [ready, await this.taken(q.checkIn, q.checkOut)]
      : await Promise.all([planned, this.taken(q.checkIn, q.checkOut)]);
    if (recheck) entry.checked = { limits, today };
    const persons = q.adults + q.children;
    const key = `${q.categoryId ?? ''}/${persons}`;
    const cached = entry.bodies.get(key);
    // The kept object itself, so the encodings made for it are kept with it.
    if (cached?.plan === plan) return cached;
    const pitches = plan.pitches.map((p, i) => {
      // Another category or a party the pitch cannot take is "blocked" for this search (docs/architecture.md, public API).
      const state: PitchState =
        !p.bookable || (q.categoryId && p.categoryId !== q.categoryId) || persons > p.maxPersons
          ? 'blocked'
          : (entry.taken.get(p.id) ?? 'available');
      return `${plan.fragments[i]}"${state}"}`;
    });
    const head = JSON.stringify({
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      nights: nightCount(q.checkIn, q.checkOut),
    }).slice(0, -1);
    const body = Buffer.from(`${head},"pitches":[${pitches.join(',')}]}`);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    if (!cached && entry.bodies.size >= BODIES_PER_ENTRY)
      entry.bodies.delete(entry.bodies.keys().next().value!);
    const answer = { body, etag, plan };
    entry.bodies.set(key, answer);
    return answer;
  }
}
