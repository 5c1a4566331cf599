import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { Clock, siteInstant } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { normalisePlate } from 'src/modules/bookings/plates';
import { MailService } from 'src/modules/mail/mail.service';
import { SeasonalPlates } from 'src/modules/seasonal/seasonal-plates.service';
import { SettingsService } from 'src/modules/settings/settings.service';
import { OutboxService } from 'src/queues/outbox.service';
import { jobKey, Queue } from 'src/queues/queue-names';
import { REDIS } from 'src/queues/redis.module';
import { ACCESS_CODE_STATUSES, AccessCode, GateEvent } from './access-code.entity';

export const ISSUE_JOB = 'issue';
export const SWEEP_JOB = 'access-codes:sweep';
const ISSUE_LEAD_MS = 24 * 3600_000;
const GATE_FAILURES_PER_MINUTE = 10;

export const ACCESS_CODE_LIST: ListSpec = {
  resource: 'access-codes',
  sortable: {
    id: 'id',
    createdAt: 'createdAt',
    validFrom: 'validFrom',
    validUntil: 'validUntil',
    status: 'status',
    code: 'code',
  },
  filters: {
    status: { kind: 'enum', values: ACCESS_CODE_STATUSES },
    bookingId: { kind: 'eq', type: 'uuid', column: 'booking' },
    // Staff look a code up by its digits, the booking number or the guest's name.
    q: {
      kind: 'custom',
      type: 'string',
      build: (text: string) => {
        const like = { $ilike: `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
        return {
          $or: [
            { code: like },
            { booking: { number: like } },
            { booking: { lastName: like } },
            { booking: { firstName: like } },
          ],
        };
      },
    },
  },
  defaultSort: ['validFrom', 'DESC'],
};

export interface AccessCodeView {
  id: string;
  bookingId: string;
  bookingNumber: string;
  pitchCode: string;
  guestName: string;
  code: string;
  status: AccessCode['status'];
  validFrom: Date;
  validUntil: Date;
  createdAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
}

const toView = (c: AccessCode): AccessCodeView => ({
  id: c.id,
  bookingId: c.booking.id,
  bookingNumber: c.booking.number,
  pitchCode: c.booking.pitch.code,
  guestName: `${c.booking.firstName} ${c.booking.lastName}`,
  code: c.code,
  status: c.status,
  validFrom: c.validFrom,
  validUntil: c.validUntil,
  createdAt: c.createdAt,
  revokedAt: c.revokedAt ?? null,
  revokedReason: c.revokedReason ?? null,
});

/** The stay a code is scheduled for; a new stay version schedules a new job. */
export interface ScheduledStay {
  id: string;
  pitch: { id: string };
  checkIn: string;
  checkOut: string;
}

export type GateResult =
  | { open: true; pitch: string; validUntil: Date }
  | { open: false; reason: 'unknown' | 'not_yet_valid' | 'expired' | 'revoked' };

/**
 * Gate codes: issued 24 hours before arrival (14:00 the day before for a 14:00 check-in), valid
 * from check-in time on arrival day to check-out time on departure day (Europe/Vienna), expired
 * afterwards, revoked on cancellation and re-issued when the stay changes.
 */
@Injectable()
export class AccessCodesService {
  private readonly logger = new Logger(AccessCodesService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly outbox: OutboxService,
    private readonly bookings: BookingRecords,
    private readonly mail: MailService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly seasonal: SeasonalPlates,
  ) {}

  async validity(
    checkIn: string,
    checkOut: string,
  ): Promise<{ validFrom: Date; validUntil: Date; issueAt: Date }> {
    const s = await this.settings.getCached();
    const validFrom = siteInstant(checkIn, s.checkInTime);
    return {
      validFrom,
      validUntil: siteInstant(checkOut, s.checkOutTime),
      issueAt: new Date(validFrom.getTime() - ISSUE_LEAD_MS),
    };
  }

  /** Schedules the code of a confirmed booking, in the caller's transaction (outbox). One job per stay version. */
  async scheduleIssue(em: EntityManager, b: ScheduledStay): Promise<void> {
    const { issueAt } = await this.validity(b.checkIn, b.checkOut);
    await this.outbox.add(em, {
      queue: Queue.AccessCodes,
      name: ISSUE_JOB,
      jobId: jobKey('access-code', b.id, b.pitch.id, b.checkIn, b.checkOut),
      data: { bookingId: b.id },
      runAt: issueAt,
    });
  }

  /** Revokes the live code of a booking (cancellation, changed stay), in the caller's transaction. */
  async revokeForBooking(em: EntityManager, bookingId: string, reason: string): Promise<number> {
    return em.nativeUpdate(
      AccessCode,
      { booking: bookingId, status: 'active' },
      { status: 'revoked', revokedAt: this.clock.now(), revokedReason: reason },
    );
  }

  /**
   * Issues the code when due. Idempotent: a booking that already has the right live code keeps it;
   * one that is no longer confirmed, or not yet due, gets nothing.
   */
  async issue(
    bookingId: string,
    opts: { force?: boolean; early?: boolean } = {},
  ): Promise<AccessCode | null> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.bookings.lockWithPitch(em, bookingId);
      if (!b || b.status !== 'confirmed') return null;
      const { validFrom, validUntil, issueAt } = await this.validity(b.checkIn, b.checkOut);
      const now = this.clock.now();
      // A stay that is over never gets a code, not even on request; before the 24 h lead only on request.
      if (now >= validUntil) return null;
      if (!opts.force && !opts.early && now < issueAt) return null;
      const live = await em.findOne(AccessCode, { booking: b.id, status: 'active' });
      if (
        live &&
        live.validFrom.getTime() === validFrom.getTime() &&
        live.validUntil.getTime() === validUntil.getTime() &&
        !opts.force
      )
        return live;
      if (live) await this.revokeForBooking(em, b.id, opts.force ? 'regenerated' : 'stay changed');

      let created: AccessCode | null = null;
      for (let attempt = 0; attempt < 20 && !created; attempt++) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const rows = await em.getConnection().execute<{ id: string }[]>(
          `insert into access_codes (id, booking_id, code, status, valid_from, valid_until, created_at)
           values (gen_random_uuid(), ?, ?, 'active', ?, ?, ?)
           on conflict (code) where status = 'active' do nothing
           returning id`,
          [b.id, code, validFrom, validUntil, now],
          'all',
          em.getTransactionContext(),
        );
        if (rows[0])
          created = await em.findOneOrFail(
            AccessCode,
            { id: rows[0].id },
            { populate: ['booking', 'booking.pitch'] },
          );
      }
      if (!created) throw new Error('No free access code found');
      await this.mail.enqueue(
        em,
        'access_code',
        b.id,
        {
          accessCode: created.code,
          validFrom: validFrom.toISOString(),
          validUntil: validUntil.toISOString(),
        },
        { repeatKey: created.id },
      );
      this.logger.log(`Issued access code for booking ${b.number}`);
      return created;
    });
  }

  /**
   * The safety net behind the delayed jobs: issues codes that are due but missing (a lost job, a
   * worker that was down) and expires codes past their end. Returns what it did.
   */
  async sweep(): Promise<{ issued: number; expired: number }> {
    const now = this.clock.now();
    const expired = await this.em
      .fork()
      .nativeUpdate(
        AccessCode,
        { status: 'active', validUntil: { $lte: now } },
        { status: 'expired' },
      );
    // Arrivals from yesterday to tomorrow (local) cover every code that can be due now.
    const tomorrow = new Date(now.getTime() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
    const staying = await this.bookings.confirmedStaying(this.clock.today(), tomorrow);
    const withCode = new Set(
      (
        await this.em
          .fork()
          .find(
            AccessCode,
            { booking: { $in: staying }, status: 'active' },
            { fields: ['booking'] },
          )
      ).map((c) => c.booking.id),
    );
    let issued = 0;
    for (const id of staying) if (!withCode.has(id) && (await this.issue(id))) issued++;
    return { issued, expired };
  }

  async activeForBooking(bookingId: string): Promise<AccessCode | null> {
    return this.em.fork().findOne(AccessCode, { booking: bookingId, status: 'active' });
  }

  /** The gate's request: a typed code or a plate from the camera, exactly one of them. */
  async verifyAtGate(
    input: { code?: string; plate?: string },
    meta: { gate?: string; ip?: string },
  ): Promise<GateResult> {
    if ((input.code === undefined) === (input.plate === undefined))
      throw new AppException(HttpStatus.BAD_REQUEST, 'gate.codeOrPlate');
    return input.code !== undefined
      ? this.verify(input.code, meta)
      : this.verifyPlate(input.plate!, meta);
  }

  private async assertNotThrottled(ip?: string): Promise<string> {
    const key = `gate:fail:${ip ?? 'unknown'}`;
    const failures = Number((await this.redis.get(key)) ?? 0);
    if (failures >= GATE_FAILURES_PER_MINUTE)
      throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'gate.throttled');
    return key;
  }

  /**
   * A number plate opens the gate in the window its booking's code has (check-in time on arrival
   * day to check-out time on departure day), whether or not the code was issued yet. Logged and
   * throttled like codes; the event keeps the normalised plate.
   */
  async verifyPlate(raw: string, meta: { gate?: string; ip?: string }): Promise<GateResult> {
    const key = await this.assertNotThrottled(meta.ip);
    const plate = normalisePlate(raw);
    const now = this.clock.now();
    // Stays that ended within the last month still explain a refusal ("expired" rather than "unknown").
    const since = new Date(now.getTime() - 31 * 24 * 3600_000).toISOString().slice(0, 10);
    const candidates = plate ? await this.bookings.byPlate(plate, since) : [];
    // A seasonal contract's plates open like a booking lasting the whole period (or up to its
    // termination): check-in time on the first day to check-out time on the last.
    const contracts = plate ? await this.seasonal.byPlate(plate, since) : [];
    const windows = await Promise.all([
      ...candidates
        .filter((c) => c.status === 'confirmed')
        .map(async (c) => ({ ...c, ...(await this.validity(c.checkIn, c.checkOut)) })),
      ...contracts.map(async (c) => ({
        id: null,
        pitchCode: c.pitchCode,
        ...(await this.validity(c.startDate, c.endDate)),
      })),
    ]);
    const inside = windows.find((w) => now >= w.validFrom && now < w.validUntil);
    const upcoming = windows.filter((w) => now < w.validFrom).at(-1);
    const past = windows.find((w) => now >= w.validUntil);
    const cancelled = candidates.find((c) => c.status === 'cancelled' || c.status === 'no_show');
    const result: GateResult = inside
      ? { open: true, pitch: inside.pitchCode, validUntil: inside.validUntil }
      : upcoming
        ? { open: false, reason: 'not_yet_valid' }
        : past
          ? { open: false, reason: 'expired' }
          : cancelled
            ? { open: false, reason: 'revoked' }
            : { open: false, reason: 'unknown' };
    await this.em.fork().insert(GateEvent, {
      at: now,
      via: 'plate',
      codeHint: plate ?? '?',
      opened: result.open,
      reason: result.open ? null : result.reason,
      bookingId: (inside ?? upcoming ?? past ?? cancelled)?.id ?? null,
      gate: meta.gate ?? null,
      ip: meta.ip ?? null,
    });
    if (!result.open && result.reason === 'unknown')
      await this.redis.multi().incr(key).expire(key, 60, 'NX').exec();
    return result;
  }

  /** The gate controller asks whether a code opens the gate now. Every attempt is logged; guessing is throttled. */
  async verify(code: string, meta: { gate?: string; ip?: string }): Promise<GateResult> {
    const key = await this.assertNotThrottled(meta.ip);
    const now = this.clock.now();
    const em = this.em.fork();
    const candidates = await em.find(
      AccessCode,
      { code },
      { populate: ['booking', 'booking.pitch'], orderBy: { createdAt: 'DESC' }, limit: 5 },
    );
    const active = candidates.find((c) => c.status === 'active');
    let result: GateResult;
    if (active && now >= active.validFrom && now < active.validUntil)
      result = { open: true, pitch: active.booking.pitch.code, validUntil: active.validUntil };
    else if (active && now < active.validFrom) result = { open: false, reason: 'not_yet_valid' };
    else if (active || candidates.some((c) => c.status === 'expired'))
      result = { open: false, reason: 'expired' };
    else if (candidates.some((c) => c.status === 'revoked'))
      result = { open: false, reason: 'revoked' };
    else result = { open: false, reason: 'unknown' };

    await em.insert(GateEvent, {
      at: now,
      codeHint: `••••${code.slice(-2)}`,
      opened: result.open,
      reason: result.open ? null : result.reason,
      bookingId: (active ?? candidates[0])?.booking.id ?? null,
      gate: meta.gate ?? null,
      ip: meta.ip ?? null,
    });
    if (!result.open && result.reason === 'unknown') {
      await this.redis.multi().incr(key).expire(key, 60, 'NX').exec();
    }
    return result;
  }

  async list(query: Record<string, unknown>): Promise<ListResult<AccessCodeView>> {
    const r = await findList(this.em, AccessCode, query, ACCESS_CODE_LIST, {
      populate: ['booking', 'booking.pitch'],
    });
    return { ...r, items: r.items.map(toView) };
  }

  async get(id: string): Promise<AccessCodeView> {
    const c = await this.em
      .fork()
      .findOne(AccessCode, { id }, { populate: ['booking', 'booking.pitch'] });
    if (!c) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return toView(c);
  }

  async revoke(id: string, staffEmail: string): Promise<AccessCodeView> {
    const em = this.em.fork();
    await em.nativeUpdate(
      AccessCode,
      { id, status: 'active' },
      { status: 'revoked', revokedAt: this.clock.now(), revokedReason: `staff:${staffEmail}` },
    );
    return this.get(id);
  }

  /**
   * Staff issue the code of a confirmed booking now instead of 24 h before arrival (a guest who asks
   * early, a code mail that got lost). A booking that already has its live code keeps it.
   */
  async issueNow(bookingId: string): Promise<AccessCodeView> {
    if (!(await this.bookings.exists(bookingId)))
      throw new FieldsException({ bookingId: { key: 'booking.notFound' } });
    const code = await this.issue(bookingId, { early: true });
    if (!code) throw new AppException(HttpStatus.CONFLICT, 'accessCodes.notRegenerable');
    return this.get(code.id);
  }

  /** A new code now (lost or shared code); the old one stops working at once. */
  async regenerate(id: string): Promise<AccessCodeView> {
    const current = await this.get(id);
    const created = await this.issue(current.bookingId, { force: true });
    if (!created) throw new AppException(HttpStatus.CONFLICT, 'accessCodes.notRegenerable');
    return this.get(created.id);
  }
}
