import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isExclusionViolation } from 'src/common/db/writes';
import { Block } from './block.entity';

/** One event of an external calendar, as a range of nights (`endDate` exclusive). */
export interface ExternalEvent {
  uid: string;
  startDate: string;
  endDate: string;
}

export interface ExternalConflict extends ExternalEvent {
  with: 'booking' | 'block';
  /** The overlapping block's reason; for a booking the caller names it (bookings are not ours). */
  detail: string;
}

export interface ExternalSyncOutcome {
  created: number;
  moved: number;
  removed: number;
  unchanged: number;
  conflicts: ExternalConflict[];
}

/** A block as the export feed shows it. */
export interface PitchBlockStay {
  id: string;
  startDate: string;
  endDate: string;
  icalFeedId: string | null;
}

interface Row {
  id: string;
  ical_uid: string;
  start_date: string;
  end_date: string;
}

/**
 * Blocks that mirror an external calendar (the iCal import). The feed's events are the whole truth
 * about its blocks: after `sync` the feed's blocks are exactly its placeable events — a new event
 * adds one, a moved event moves it (same block id), a vanished one removes it. An event that would
 * overlap a booking or another block is left out and reported; the pitch_occupancy exclusion
 * constraint decides, each write in its own savepoint, so one conflict never spoils the rest.
 */
@Injectable()
export class ExternalBlocks {
  constructor(private readonly em: EntityManager) {}

  /** Call inside the caller's transaction, with the feed's row locked (one sync per feed at a time). */
  async sync(
    em: EntityManager,
    feed: { id: string; pitchId: string; reason: string },
    events: ExternalEvent[],
  ): Promise<ExternalSyncOutcome> {
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    const rows = await conn.execute<Row[]>(
      `select id, ical_uid, start_date::text as start_date, end_date::text as end_date
         from pitch_blocks where ical_feed_id = ? for update`,
      [feed.id],
      'all',
      ctx,
    );
    const existing = new Map(rows.map((r) => [r.ical_uid, r]));
    const wanted = new Map(events.map((e) => [e.uid, e]));
    const outcome: ExternalSyncOutcome = {
      created: 0,
      moved: 0,
      removed: 0,
      unchanged: 0,
      conflicts: [],
    };

    // Vanished events first, so the nights they free are there for moved and new ones.
    const gone = rows.filter((r) => !wanted.has(r.ical_uid)).map((r) => r.id);
    if (gone.length) {
      await conn.execute(`delete from pitch_blocks where id in (?)`, [gone], 'run', ctx);
      outcome.removed += gone.length;
    }

    let pending: ExternalEvent[] = [];
    for (const e of events) {
      const row = existing.get(e.uid);
      if (row && row.start_date === e.startDate && row.end_date === e.endDate) outcome.unchanged++;
      else pending.push(e);
    }
    // Events of one feed may trade places (one moves where another was): retry while any write
    // succeeds, so only what really overlaps something else ends as a conflict.
    let progress = true;
    while (pending.length && progress) {
      progress = false;
      const next: ExternalEvent[] = [];
      for (const e of pending) {
        const row = existing.get(e.uid);
        const ok = await this.inSavepoint(em, () =>
          row
            ? conn.execute(
                `update pitch_blocks set start_date = ?, end_date = ?, pitch_id = ?, reason = ? where id = ?`,
                [e.startDate, e.endDate, feed.pitchId, feed.reason, row.id],
                'run',
                ctx,
              )
            : conn.execute(
                `insert into pitch_blocks (id, pitch_id, start_date, end_date, reason, created_by, created_at, ical_feed_id, ical_uid)
                 values (gen_random_uuid(), ?, ?, ?, ?, null, now(), ?, ?)`,
                [feed.pitchId, e.startDate, e.endDate, feed.reason, feed.id, e.uid],
                'run',
                ctx,
              ),
        );
        if (ok) {
          progress = true;
          if (row) outcome.moved++;
          else outcome.created++;
        } else next.push(e);
      }
      pending = next;
    }

    for (const e of pending) {
      // A moved event that cannot be placed frees its old nights too: the platform no longer has them.
      const row = existing.get(e.uid);
      if (row) {
        await conn.execute(`delete from pitch_blocks where id = ?`, [row.id], 'run', ctx);
        outcome.removed++;
      }
      const other = await em.findOne(
        Block,
        {
          pitch: feed.pitchId,
          startDate: { $lt: e.endDate },
          endDate: { $gt: e.startDate },
        },
        { orderBy: { startDate: 'ASC' } },
      );
      outcome.conflicts.push(
        other
          ? { ...e, with: 'block', detail: other.reason }
          : { ...e, with: 'booking', detail: '' },
      );
    }
    return outcome;
  }

  /** Blocks of a pitch that end after `from`, for the export feed. */
  async ofPitch(pitchId: string, from: string): Promise<PitchBlockStay[]> {
    const blocks = await this.em
      .fork()
      .find(
        Block,
        { pitch: pitchId, endDate: { $gt: from } },
        { orderBy: { startDate: 'ASC' }, limit: 5000 },
      );
    return blocks.map((b) => ({
      id: b.id,
      startDate: b.startDate,
      endDate: b.endDate,
      icalFeedId: b.icalFeed?.id ?? null,
    }));
  }

  /** Blocks imported per feed (for the console's counts). */
  async countByFeed(feedIds: string[]): Promise<Map<string, number>> {
    if (!feedIds.length) return new Map();
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ feed: string; n: string }[]>(
        `select ical_feed_id as feed, count(*) as n from pitch_blocks where ical_feed_id in (?) group by ical_feed_id`,
        [feedIds],
      );
    return new Map(rows.map((r) => [r.feed, Number(r.n)]));
  }

  private async inSavepoint(em: EntityManager, work: () => Promise<unknown>): Promise<boolean> {
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    await conn.execute('savepoint ical_block', [], 'run', ctx);
    try {
      await work();
      await conn.execute('release savepoint ical_block', [], 'run', ctx);
      return true;
    } catch (e) {
      await conn.execute('rollback to savepoint ical_block', [], 'run', ctx);
      if (isExclusionViolation(e) || (e as { code?: string }).code === '23P01') return false;
      throw e;
    }
  }
}
