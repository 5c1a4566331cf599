import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { mailboxKey } from 'src/common/mailbox-key';
import { AbuseLog } from 'src/common/rate-limit/abuse-log';
import { RateLimiter } from 'src/common/rate-limit/rate-limiter';
import { Env } from 'src/config/env';
import type { Language } from 'src/contract/constants';
import { AvailabilityService } from 'src/modules/bookings/availability.service';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import type { PublicClient } from 'src/modules/bookings/hold-limits.service';
import { PublicMailCap } from 'src/modules/bookings/public-mail-cap.service';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { MailService } from 'src/modules/mail/mail.service';
import { OutboxService } from 'src/queues/outbox.service';
import { jobKey, Queue } from 'src/queues/queue-names';
import type { JoinWaitlistDto } from './dto/waitlist.dto';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistLinks } from './waitlist-links';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIVE = ['pending', 'confirmed', 'notified'] as const;
/** Closed entries (booked, expired, removed) are deleted this long after they closed. */
const CLOSED_KEPT_DAYS = 90;

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

/**
 * The waitlist: sign-up with double opt-in, leaving, and telling the next guest in line when a
 * pitch of their category becomes free for their stay. One guest at a time per freed period
 * (first come, first served by confirmation time); if the pitch is still free after
 * WAITLIST_OFFER_HOURS, the next confirmed guest is told.
 */
@Injectable()
export class WaitlistService {
  private readonly logger = new Logger(WaitlistService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly abuse: AbuseLog,
    private readonly mailCap: PublicMailCap,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly catalog: CatalogService,
    private readonly availability: AvailabilityService,
    private readonly bookings: BookingRecords,
    private readonly links: WaitlistLinks,
  ) {}

  private async rate(
    key: string,
    max: number,
    route: string,
    client: PublicClient,
    reason: 'waitlist_rate' | 'confirm_rate',
  ): Promise<void> {
    const r = await this.limiter.hit(
      `${key}:${client.address}`,
      max,
      this.env.BOOKING_RATE_WINDOW_SECONDS,
    );
    if (r.allowed) return;
    this.abuse.blocked(reason, { route, client: client.address });
    throw new AppException(
      HttpStatus.TOO_MANY_REQUESTS,
      'booking.tooManyRequests',
      {},
      { retryAfter: r.retryAfterSeconds },
    );
  }

  /** How many pitches of the category are free for the stay and party right now. */
  async freePitches(q: WaitFor & { adults: number; children: number }): Promise<number> {
    const answer = JSON.parse((await this.availability.forStay(q)).body.toString()) as {
      pitches: Array<{ categoryId: string; state: string }>;
    };
    return answer.pitches.filter((p) => p.categoryId === q.categoryId && p.state === 'available')
      .length;
  }

  /**
   * A guest asks to wait. Refused while a pitch is free (book it instead). A new entry, or one
   * still waiting for its opt-in, gets the confirmation mail; the answer is the same in every case,
   * so it tells nobody whether an address is on the list.
   */
  async join(dto: JoinWaitlistDto, lang: Language, client: PublicClient): Promise<void> {
    await this.rate(
      'waitlist_join',
      this.env.WAITLIST_JOIN_RATE_MAX,
      'POST /api/waitlist',
      client,
      'waitlist_rate',
    );
    const email = dto.email.trim().toLowerCase();
    // The cap counts the mailbox (x+tag@…, "x"@… are x@…), whatever spelling each entry keeps.
    const mailbox = mailboxKey(email);
    const category = await this.catalog.category(dto.categoryId);
    if (dto.adults + dto.children > category.maxPersons)
      throw new AppException(HttpStatus.BAD_REQUEST, 'booking.partyTooLarge', {
        max: category.maxPersons,
      });
    // Also checks the dates against the stay rules (past, horizon, longest stay): 400 before any write.
    if ((await this.freePitches({ ...dto, categoryId: category.id })) > 0)
      throw new AppException(HttpStatus.CONFLICT, 'waitlist.pitchFree');

    await this.em.fork().transactional(async (em) => {
      const conn = em.getConnection();
      const ctx = em.getTransactionContext();
      // One mailbox's sign-ups count one after the other, so parallel requests cannot pass the cap.
      await conn.execute(
        'select pg_advisory_xact_lock(hashtext(?))',
        [`waitlist:${mailbox}`],
        'run',
        ctx,
      );
      let entry = await em.findOne(WaitlistEntry, {
        email,
        category: category.id,
        checkIn: dto.checkIn,
        checkOut: dto.checkOut,
        status: { $in: [...LIVE] },
      });
      if (entry && entry.status !== 'pending') return;
      if (!entry) {
        // Through the expression index on mailbox_key(email) (migration mailbox_key).
        const live = await em.count(WaitlistEntry, {
          [raw((a) => `mailbox_key(${a}.email)`)]: mailbox,
          status: { $in: [...LIVE] },
        });
        if (live >= this.env.WAITLIST_ENTRIES_PER_EMAIL_MAX) {
          this.abuse.blocked('waitlist_per_email', {
            route: 'POST /api/waitlist',
            recipient: email,
          });
          throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'waitlist.tooManyEntries', {
            max: this.env.WAITLIST_ENTRIES_PER_EMAIL_MAX,
          });
        }
      }
      // Anyone can type any address: the mails the public routes cause to one address are capped.
      const cap = await this.mailCap.require(email, 'POST /api/waitlist');
      if (!entry) {
        entry = em.create(WaitlistEntry, {
          email,
          category,
          checkIn: dto.checkIn,
          checkOut: dto.checkOut,
          adults: dto.adults,
          children: dto.children,
          language: lang,
          createdAt: this.clock.now(),
        });
        await em.flush();
      }
      await this.mail.enqueueWaitlistMail(em, {
        kind: 'waitlist_confirm',
        lang: entry.language,
        recipient: email,
        // A repeated sign-up of a pending entry sends the link once more (the cap above bounds it).
        dedupeKey: jobKey('mail', 'waitlist_confirm', entry.id, String(cap.count)),
        values: {
          ...(await this.mailStay(entry, category.nameDe, category.nameEn)),
          actionUrl: this.links.entryUrl(entry.id, entry.language, 'confirm'),
        },
      });
    });
  }

  private mailStay(e: WaitlistEntry, nameDe: string, nameEn: string) {
    return Promise.resolve({
      checkIn: e.checkIn,
      checkOut: e.checkOut,
      adults: e.adults,
      children: e.children,
      category: e.language === 'en' ? nameEn : nameDe,
      leaveUrl: this.links.entryUrl(e.id, e.language, 'leave'),
    });
  }

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
    await this.rate(
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
        data: this.waitFor(entry),
      });
      return entry;
    });
  }

  /** The link in every mail: the entry leaves the list (again: no change). */
  async leave(id: string, token: string | undefined, client: PublicClient): Promise<WaitlistEntry> {
    await this.rate(
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

  private waitFor(e: WaitlistEntry): Record<string, string> {
    return { categoryId: e.category.id, checkIn: e.checkIn, checkOut: e.checkOut };
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
      const conn = em.getConnection();
      const ctx = em.getTransactionContext();
      await conn.execute(
        'select pg_advisory_xact_lock(hashtext(?))',
        [`waitlist:category:${period.categoryId}`],
        'run',
        ctx,
      );
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
        if (free === 0) continue;
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
        await this.notify(em, entry);
        return entry.id;
      }
      return null;
    });
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
        ...(await this.mailStay(entry, c.nameDe, c.nameEn)),
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
      data: this.waitFor(entry),
      runAt: new Date(now.getTime() + this.env.WAITLIST_OFFER_HOURS * 3_600_000),
    });
    this.logger.log(`Waitlist entry ${entry.id} told that a pitch is free`);
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
