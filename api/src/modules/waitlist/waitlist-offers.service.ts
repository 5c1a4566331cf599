import { nameIn } from 'src/common/i18n/content';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { Env } from 'src/config/env';
import { AvailabilityService } from 'src/modules/bookings/availability.service';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { MailService } from 'src/modules/mail/mail.service';
import { OutboxService } from 'src/queues/outbox.service';
import { jobKey, Queue } from 'src/queues/queue-names';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistLinks } from './waitlist-links';
import { lockWaitlistKey } from './waitlist.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Job names on `Queue.Waitlist`. */
export const WAITLIST_JOBS = {
  /** Nights on a pitch became free (the database trigger on pitch_occupancy queues it). */
  released: 'waitlist:released',
  /** An entry was confirmed: a pitch may already be free for it. */
  confirmed: 'waitlist:confirmed',
  /** The offer window of a notified guest ended: the next in line may be told. */
  next: 'waitlist:next',
  /** The scheduled sweep: expiry and booked entries. */
  sweep: 'waitlist:sweep',
} as const;

export interface WaitFor {
  categoryId: string;
  checkIn: string;
  checkOut: string;
}

/** The period an entry waits for, as a waitlist job's data. */
export const periodOf = (e: WaitlistEntry): Record<string, string> => ({
  categoryId: e.category.id,
  checkIn: e.checkIn,
  checkOut: e.checkOut,
});

/** The stay as every waitlist mail shows it, with the link to leave the list. */
export const stayValues = (
  links: WaitlistLinks,
  e: WaitlistEntry,
  nameDe: string,
  nameEn: string,
) => ({
  checkIn: e.checkIn,
  checkOut: e.checkOut,
  adults: e.adults,
  children: e.children,
  category: nameIn({ nameDe, nameEn }, e.language),
  leaveUrl: links.entryUrl(e.id, e.language, 'leave'),
});

/**
 * Telling the next guest in line when a pitch of their category becomes free for their stay. One
 * guest at a time per freed period (first come, first served by confirmation time); if the pitch is
 * still free after WAITLIST_OFFER_HOURS, the next confirmed guest is told.
 */
@Injectable()
export class WaitlistOffers {
  private readonly logger = new Logger(WaitlistOffers.name);

  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly catalog: CatalogService,
    private readonly availability: AvailabilityService,
    private readonly links: WaitlistLinks,
  ) {}

  /** How many pitches of the category are free for the stay and party right now. */
  async freePitches(q: WaitFor & { adults: number; children: number }): Promise<number> {
    const answer = JSON.parse((await this.availability.forStay(q)).body.toString()) as {
      pitches: Array<{ categoryId: string; state: string }>;
    };
    return answer.pitches.filter((p) => p.categoryId === q.categoryId && p.state === 'available')
      .length;
  }

  /** A freed pitch: the next guest waiting for its category in an overlapping stay is told. */
  async released(pitchId: string, checkIn: string, checkOut: string): Promise<string | null> {
    if (!UUID.test(pitchId)) return null;
    const pitch = await this.catalog.pitch(pitchId, this.em.fork()).catch(() => null);
    if (!pitch) return null;
    return this.offerNext({ categoryId: pitch.category.id, checkIn, checkOut });
  }

  /**
   * Tells the first confirmed entry (by confirmation time) of the category whose stay overlaps the
   * period and for which a pitch is free now; answers its id, or null. Serialised per category, so
   * two pitches freed at once tell two guests, never one guest twice.
   */
  async offerNext(period: WaitFor): Promise<string | null> {
    return this.em.fork().transactional(async (em) => {
      await lockWaitlistKey(em, `waitlist:category:${period.categoryId}`);
      const candidates = await em.find(
        WaitlistEntry,
        {
          category: period.categoryId,
          status: 'confirmed',
          checkIn: { $gte: this.clock.today(), $lt: period.checkOut },
          checkOut: { $gt: period.checkIn },
        },
        { orderBy: { confirmedAt: 'ASC', id: 'ASC' }, limit: 50, populate: ['category'] },
      );
      let pick = await this.firstServed(em, period, candidates);
      // A pitch freed while the scan ran (a cancellation committing between two entries' reads)
      // would go to a guest behind one who was passed over a moment earlier for want of a pitch.
      // So when anyone was passed over for that reason, the line is read once more from the
      // start; the freed pitch's own job then finds it offered.
      if (pick?.passedOverForNone) pick = await this.firstServed(em, period, candidates);
      if (!pick?.entry) return null;
      await this.notify(em, pick.entry);
      return pick.entry.id;
    });
  }

  /**
   * The first entry in line with a pitch free for its stay that no earlier offer still holds, and
   * whether an earlier entry was passed over because no pitch was free for it.
   */
  private async firstServed(
    em: EntityManager,
    period: WaitFor,
    candidates: WaitlistEntry[],
  ): Promise<{ entry: WaitlistEntry | null; passedOverForNone: boolean }> {
    let passedOverForNone = false;
    for (const entry of candidates) {
      let free = 0;
      try {
        free = await this.freePitches({ ...this.waitForOf(entry) });
      } catch (e) {
        // A stay the rules no longer allow (e.g. beyond a shortened horizon) is passed over. Any
        // other failure fails the job, whose retry asks again in the same order: swallowing it
        // skipped the guest first in line and told the next one (a CI run showed exactly that).
        if (e instanceof HttpException && e.getStatus() < 500) continue;
        throw e;
      }
      if (free === 0) {
        passedOverForNone = true;
        continue;
      }
      // A free pitch already offered to a guest before this one (still within the offer
      // window) is theirs first: e.g. a confirmation job that runs just after a release must
      // not offer the same pitch to a second guest.
      const offered = await em.count(WaitlistEntry, {
        category: period.categoryId,
        status: 'notified',
        notifiedAt: {
          $gt: new Date(this.clock.now().getTime() - this.env.WAITLIST_OFFER_HOURS * 3_600_000),
        },
        checkIn: { $lt: entry.checkOut },
        checkOut: { $gt: entry.checkIn },
      });
      if (free - offered <= 0) continue;
      return { entry, passedOverForNone };
    }
    return { entry: null, passedOverForNone };
  }

  private waitForOf(e: WaitlistEntry) {
    return {
      categoryId: e.category.id,
      checkIn: e.checkIn,
      checkOut: e.checkOut,
      adults: e.adults,
      children: e.children,
    };
  }

  /**
   * Mails the entry that a pitch is free (with the pre-filled journey) and queues the check for the
   * next guest in line after the offer window, both in the caller's transaction.
   */
  async notify(em: EntityManager, entry: WaitlistEntry): Promise<void> {
    const now = this.clock.now();
    entry.status = 'notified';
    entry.notifiedAt = now;
    entry.notifyCount += 1;
    await em.flush();
    const c = entry.category;
    await this.mail.enqueueWaitlistMail(em, {
      kind: 'waitlist_available',
      lang: entry.language,
      recipient: entry.email,
      dedupeKey: jobKey('mail', 'waitlist_available', entry.id, String(entry.notifyCount)),
      values: {
        ...stayValues(this.links, entry, c.nameDe, c.nameEn),
        actionUrl: this.links.journeyUrl(entry.language, {
          checkIn: entry.checkIn,
          checkOut: entry.checkOut,
          category: c.slug,
          adults: entry.adults,
          children: entry.children,
        }),
        offerHours: this.env.WAITLIST_OFFER_HOURS,
      },
    });
    await this.outbox.add(em, {
      queue: Queue.Waitlist,
      name: WAITLIST_JOBS.next,
      jobId: jobKey('waitlist', 'next', entry.id, String(entry.notifyCount)),
      data: periodOf(entry),
      runAt: new Date(now.getTime() + this.env.WAITLIST_OFFER_HOURS * 3_600_000),
    });
    this.logger.log(`Waitlist entry ${entry.id} told that a pitch is free`);
  }
}
