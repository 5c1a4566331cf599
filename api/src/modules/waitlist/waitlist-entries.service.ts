import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { Env } from 'src/config/env';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import type { PublicClient } from 'src/modules/bookings/hold-limits.service';
import { OutboxService } from 'src/queues/outbox.service';
import { jobKey, Queue } from 'src/queues/queue-names';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistLinks } from './waitlist-links';
import { periodOf, WAITLIST_JOBS } from './waitlist-offers.service';
import { WaitlistRate } from './waitlist-rate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIVE = ['pending', 'confirmed', 'notified'] as const;
/** Closed entries (booked, expired, removed) are deleted this long after they closed. */
const CLOSED_KEPT_DAYS = 90;

/**
 * An entry's life after the sign-up: the guest's links (confirm = double opt-in, leave, view) and
 * the scheduled sweep that closes expired and booked entries and deletes old closed ones.
 */
@Injectable()
export class WaitlistEntries {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly clock: Clock,
    private readonly rate: WaitlistRate,
    private readonly outbox: OutboxService,
    private readonly bookings: BookingRecords,
    private readonly links: WaitlistLinks,
  ) {}

  /** The entry behind a mail's link: 404 unknown, 403 without the right token. */
  private async byLink(em: EntityManager, id: string, token: string | undefined) {
    const entry = UUID.test(id)
      ? await em.findOne(WaitlistEntry, { id }, { populate: ['category'] })
      : null;
    if (!entry) throw new AppException(HttpStatus.NOT_FOUND, 'waitlist.notFound');
    if (!this.links.matches(entry.id, token))
      throw new AppException(HttpStatus.FORBIDDEN, 'waitlist.accessDenied');
    return entry;
  }

  /** The opt-in link: a pending entry joins the queue (its place is the time of this click). */
  async confirm(
    id: string,
    token: string | undefined,
    client: PublicClient,
  ): Promise<WaitlistEntry> {
    await this.rate.hit(
      'waitlist_confirm',
      this.env.CONFIRM_RATE_MAX,
      'POST /api/waitlist/:id/confirm',
      client,
      'confirm_rate',
    );
    return this.em.fork().transactional(async (em) => {
      const entry = await this.byLink(em, id, token);
      if (entry.status === 'confirmed' || entry.status === 'notified') return entry;
      if (entry.status !== 'pending') throw new AppException(HttpStatus.CONFLICT, 'waitlist.gone');
      entry.status = 'confirmed';
      entry.confirmedAt = this.clock.now();
      await em.flush();
      // A pitch may have become free between the sign-up and this click.
      await this.outbox.add(em, {
        queue: Queue.Waitlist,
        name: WAITLIST_JOBS.confirmed,
        jobId: jobKey('waitlist', 'confirmed', entry.id),
        data: periodOf(entry),
      });
      return entry;
    });
  }

  /** The link in every mail: the entry leaves the list (again: no change). */
  async leave(id: string, token: string | undefined, client: PublicClient): Promise<WaitlistEntry> {
    await this.rate.hit(
      'waitlist_confirm',
      this.env.CONFIRM_RATE_MAX,
      'POST /api/waitlist/:id/leave',
      client,
      'confirm_rate',
    );
    return this.em.fork().transactional(async (em) => {
      const entry = await this.byLink(em, id, token);
      if ((LIVE as readonly string[]).includes(entry.status)) {
        entry.status = 'removed';
        entry.closedAt = this.clock.now();
        await em.flush();
      }
      return entry;
    });
  }

  async view(id: string, token: string | undefined): Promise<WaitlistEntry> {
    return this.byLink(this.em.fork(), id, token);
  }

  /**
   * The scheduled sweep: entries whose arrival date has passed expire; told guests who booked
   * the stay are marked booked, and entries closed more than 90 days ago are deleted. Answers how
   * many expired and were booked.
   */
  async sweep(): Promise<{ expired: number; booked: number }> {
    const em = this.em.fork();
    const today = this.clock.today();
    const now = this.clock.now();
    const expired = await em.nativeUpdate(
      WaitlistEntry,
      { status: { $in: [...LIVE] }, checkIn: { $lt: today } },
      { status: 'expired', closedAt: now },
    );
    let booked = 0;
    const told = await em.find(WaitlistEntry, { status: 'notified' }, { limit: 500 });
    for (const e of told) {
      const has = await this.bookings.hasLiveBooking({
        email: e.email,
        categoryId: e.category.id,
        checkIn: e.checkIn,
        checkOut: e.checkOut,
        now,
      });
      if (!has) continue;
      booked += await em.nativeUpdate(
        WaitlistEntry,
        { id: e.id, status: 'notified' },
        { status: 'booked', closedAt: now },
      );
    }
    // Closed entries hold nothing anyone needs after a while: their addresses go (data minimisation).
    await em.nativeDelete(WaitlistEntry, {
      status: { $nin: [...LIVE] },
      closedAt: { $lt: new Date(now.getTime() - CLOSED_KEPT_DAYS * 86_400_000) },
    });
    return { expired, booked };
  }
}
