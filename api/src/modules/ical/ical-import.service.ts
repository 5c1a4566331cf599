import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { Env } from 'src/config/env';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { BLOCK_HORIZON_DAYS } from 'src/modules/catalog/admin-blocks.service';
import { ExternalBlocks } from 'src/modules/catalog/external-blocks.service';
import { fetchFeed } from './ical-fetch';
import { IcalFeed, type IcalConflict, type IcalRefreshCounts } from './ical-feed.entity';
import { addDays, parseFeed } from './ical-parse';

/** At most this many conflicts are kept per feed for the console. */
const MAX_CONFLICTS_KEPT = 50;

/**
 * Refreshes imported feeds: fetch (outside any transaction: a slow platform never holds a lock),
 * parse, then mirror the events into blocks in one transaction that locks the feed's row, so the
 * scheduled job and a "refresh now" never interleave on one feed. A feed that cannot be fetched or
 * read leaves its blocks exactly as they were (an outage of the platform frees no nights); the
 * failure is recorded on the feed and the refresh still counts as done.
 */
@Injectable()
export class IcalImportService {
  private readonly logger = new Logger(IcalImportService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly clock: Clock,
    private readonly blocks: ExternalBlocks,
    private readonly bookings: BookingRecords,
  ) {}

  /** Every feed, a few at a time; one failing feed never stops the others. */
  async refreshAll(): Promise<{ feeds: number; failed: number }> {
    const ids = (await this.em.fork().find(IcalFeed, {}, { fields: ['id'] })).map((f) => f.id);
    let failed = 0;
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        try {
          const feed = await this.refresh(id);
          if (feed?.lastStatus !== 'ok') failed++;
        } catch (e) {
          failed++;
          this.logger.error(`iCal feed ${id}: ${(e as Error).message}`);
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    return { feeds: ids.length, failed };
  }

  /** Refreshes one feed; null when it no longer exists. */
  async refresh(feedId: string): Promise<IcalFeed | null> {
    const feed = await this.em.fork().findOne(IcalFeed, { id: feedId });
    if (!feed) return null;
    const attemptAt = this.clock.now();
    const fetched = await fetchFeed(feed.url, {
      timeoutMs: this.env.ICAL_FETCH_TIMEOUT_MS,
      maxBytes: this.env.ICAL_MAX_BYTES,
      allowPrivate: this.env.ICAL_ALLOW_PRIVATE_ADDRESSES,
    });
    const today = this.clock.today();
    const parsed = fetched.ok
      ? parseFeed(fetched.body, { today, lastDate: addDays(today, BLOCK_HORIZON_DAYS) })
      : null;

    return this.em.transactional(async (em) => {
      const locked = await em.findOne(
        IcalFeed,
        { id: feedId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['pitch'] },
      );
      if (!locked) return null;
      locked.lastAttemptAt = attemptAt;
      if (!fetched.ok || !parsed?.ok) {
        locked.lastStatus = 'error';
        locked.lastError = fetched.ok
          ? { code: 'malformed', detail: parsed && !parsed.ok ? parsed.detail : '' }
          : { code: fetched.code, detail: fetched.detail };
        this.logger.warn(
          `iCal feed ${locked.id} (${locked.name}, pitch ${locked.pitch.code}): ${locked.lastError.code} ${locked.lastError.detail}`,
        );
        await em.flush();
        return locked;
      }
      const outcome = await this.blocks.sync(
        em,
        { id: locked.id, pitchId: locked.pitch.id, reason: `iCal: ${locked.name}` },
        parsed.events,
      );
      const conflicts: IcalConflict[] = [];
      const byDate = [...outcome.conflicts].sort((a, b) => a.startDate.localeCompare(b.startDate));
      for (const c of byDate.slice(0, MAX_CONFLICTS_KEPT)) {
        const detail =
          c.with === 'booking'
            ? ((await this.bookings.liveNumberOverlapping(
                em,
                locked.pitch.id,
                c.startDate,
                c.endDate,
              )) ?? '')
            : c.detail;
        conflicts.push({ ...c, detail });
      }
      const counts: IcalRefreshCounts = {
        events: parsed.total,
        created: outcome.created,
        moved: outcome.moved,
        removed: outcome.removed,
        unchanged: outcome.unchanged,
        skipped: parsed.skipped,
        conflicts: outcome.conflicts.length,
      };
      Object.assign(locked, {
        lastStatus: 'ok',
        lastError: null,
        lastSuccessAt: attemptAt,
        lastCounts: counts,
        lastConflicts: conflicts,
      });
      if (conflicts.length)
        this.logger.warn(
          `iCal feed ${locked.id} (${locked.name}, pitch ${locked.pitch.code}): ${conflicts.length} event(s) overlap bookings or blocks`,
        );
      await em.flush();
      return locked;
    });
  }
}
