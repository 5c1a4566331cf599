import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { FreshRead } from 'src/common/fresh-read';
import { BOOKING_STATUSES, CHANNELS } from 'src/contract/constants';
import { AlertsService } from 'src/modules/alerts/alerts.service';
import { GuestRegisterService } from 'src/modules/registrations/guest-register.service';
import { QueueStats } from 'src/queues/queue-stats';
import { DeskCache, deflatePart, gzipAround, type Computed } from './desk-cache';
import { findStays, LIVE, plusDays } from './desk-stays';
import type {
  BookingDashboardDto,
  CancellationDto,
  DashboardDto,
  DayMovementsDto,
  DeskAlertDto,
  OccupancyTonightDto,
} from './dto/front-desk.dto';
import {
  bookingsByChannelSince,
  bookingsByStatusSince,
  cancellationFigures,
  holdFigures,
  occupancyFigures,
  unpaidFigures,
} from './analytics.queries';

/** Period of the booking dashboard's status and channel counts (bookings made in it). */
export const BOOKING_DASHBOARD_DAYS = 30;
/** A hold this long past its expiry should have been swept by the worker (it runs every minute). */
const OVERDUE_HOLD_MINUTES = 5;

/** The dashboard's part from the database: the JSON of its keys `today` … `unpaidConfirmed`. */
interface KeptDashboard {
  json: Buffer;
  /** That JSON compressed once, when a browser first asks for gzip. */
  deflated?: Buffer;
  /** The desk's own alerts and the stored ones (the queues' come fresh). */
  alerts: DeskAlertDto[];
}

/** The figures of the reception's two dashboards, each read with a few SQL statements. */
@Injectable()
export class FrontDeskService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly queues: QueueStats,
    private readonly alertStore: AlertsService,
    private readonly registrations: GuestRegisterService,
    private readonly cache: DeskCache,
  ) {}

  /** Failed-job counts, one Redis read shared by the dashboards asking at the same time. */
  private readonly failures = new FreshRead(() => this.queues.failures());

  /**
   * The dashboard as JSON bytes. Its figures from the database are kept per day while the desk
   * counter stands still and no hold in them expires or becomes overdue (see DeskCache); the failed
   * jobs come fresh from Redis on every read (one read shared by concurrent callers).
   */
  async dashboardBody(gzip = false): Promise<Buffer> {
    const today = this.clock.today();
    const [desk, failedJobs] = await Promise.all([
      this.cache.get(`dashboard|${today}`, () => this.deskFigures(today)),
      this.failures.get(),
    ]);
    const alerts: DeskAlertDto[] = [];
    if (failedJobs === null) alerts.push({ kind: 'queues_unreachable', count: 0 });
    else {
      const failed = failedJobs.reduce((sum, q) => sum + q.failed, 0);
      if (failed > 0) alerts.push({ kind: 'failed_jobs', count: failed });
    }
    alerts.push(...desk.alerts);
    // The same keys in the same order as DashboardDto; the kept part is written (and compressed) once.
    const head = Buffer.from(`{"generatedAt":${JSON.stringify(this.clock.now().toISOString())},`);
    const tail = Buffer.from(
      `,"failedJobs":${JSON.stringify(failedJobs)},"alerts":${JSON.stringify(alerts)}}`,
    );
    if (!gzip) return Buffer.concat([head, desk.json, tail]);
    desk.deflated ??= deflatePart(desk.json);
    return gzipAround(head, desk.json, desk.deflated, tail);
  }

  /** The dashboard's figures from the database, as the JSON of its keys `today` … `unpaidConfirmed`. */
  private async deskFigures(today: string): Promise<Computed<KeptDashboard>> {
    const now = this.clock.now();
    const [todayMoves, tomorrowMoves, occupancyTonight, holds, unpaid, stored] = await Promise.all([
      this.movements(today, now),
      this.movements(plusDays(today, 1), now),
      this.occupancy(today, now),
      this.holdCounts(now),
      this.unpaid(today),
      this.alertStore.unacknowledged(),
    ]);
    const alerts: DeskAlertDto[] = [];
    // Codes are issued the afternoon before arrival: a confirmed arrival of today without one needs a look.
    const withoutCode = todayMoves.arrivals.filter(
      (s) => s.status === 'confirmed' && !s.codeIssued,
    ).length;
    if (withoutCode > 0) alerts.push({ kind: 'arrivals_without_code', count: withoutCode });
    if (holds.overdue > 0) alerts.push({ kind: 'holds_overdue', count: holds.overdue });
    // The live checks above are the desk's own; the alert system's firings are counted from its store.
    if (stored.length > 0) alerts.push({ kind: 'open_alerts', count: stored.length });
    const json = JSON.stringify({
      today: todayMoves,
      tomorrow: tomorrowMoves,
      occupancyTonight,
      openHolds: holds.open,
      unpaidConfirmed: unpaid,
    } satisfies Omit<DashboardDto, 'generatedAt' | 'failedJobs' | 'alerts'>).slice(1, -1);
    return { value: { json: Buffer.from(json), alerts }, validUntil: holds.changesAt };
  }

  async bookingDashboard(): Promise<BookingDashboardDto> {
    const now = this.clock.now();
    const today = this.clock.today();
    const since = new Date(now.getTime() - BOOKING_DASHBOARD_DAYS * 86_400_000);
    const [statusRows, channelRows, holdsExpiring, arrivals, cancellations] = await Promise.all([
      bookingsByStatusSince(this.em, [since]),
      bookingsByChannelSince(this.em, [since]),
      findStays(
        this.em,
        `b.status = 'pending' and b.hold_expires_at > ?`,
        [now],
        'b.hold_expires_at',
        20,
      ),
      findStays(
        this.em,
        `${LIVE} and b.check_in >= ?::date and b.check_in < ?::date`,
        [now, today, plusDays(today, 14)],
        'b.check_in, p.code',
      ),
      this.cancellations(),
    ]);
    const refundsToPayOut = await this.cancellations(true);
    const count = (rows: { n: string }[], key: 'status' | 'channel', value: string) =>
      Number(rows.find((r) => (r as Record<string, unknown>)[key] === value)?.n ?? 0);
    return {
      today,
      periodDays: BOOKING_DASHBOARD_DAYS,
      byStatus: BOOKING_STATUSES.map((status) => ({
        status,
        count: count(statusRows, 'status', status),
      })),
      byChannel: CHANNELS.map((channel) => ({
        channel,
        count: count(channelRows, 'channel', channel),
      })),
      holdsExpiring,
      arrivalsNext14Days: arrivals,
      recentCancellations: cancellations,
      refundsToPayOut,
    };
  }

  private async movements(date: string, now: Date): Promise<DayMovementsDto> {
    const [arrivals, departures] = await Promise.all([
      findStays(this.em, `${LIVE} and b.check_in = ?::date`, [now, date], 'p.code'),
      findStays(this.em, `${LIVE} and b.check_out = ?::date`, [now, date], 'p.code'),
    ]);
    const registrations = await this.registrations.statusFor(arrivals.map((s) => s.id));
    for (const stay of arrivals) {
      const r = registrations.get(stay.id);
      // Persons of the party not on the guest registration (Meldeschein) yet.
      stay.registrationMissing = r
        ? Math.max(0, r.partySize - r.registered)
        : stay.adults + stay.children;
    }
    return { date, arrivals, departures };
  }

  private async occupancy(today: string, now: Date): Promise<OccupancyTonightDto> {
    const [row] = await occupancyFigures(this.em, [now, today, today, today, today]);
    const pitches = Number(row.pitches);
    const occupied = Number(row.occupied);
    return {
      pitches,
      occupied,
      blocked: Number(row.blocked),
      percent: pitches ? Math.round((occupied * 100) / pitches) : 0,
    };
  }

  /** Open and overdue holds, and the first moment one of them expires or becomes overdue. */
  private async holdCounts(
    now: Date,
  ): Promise<{ open: number; overdue: number; changesAt: number }> {
    const overdueBefore = new Date(now.getTime() - OVERDUE_HOLD_MINUTES * 60_000);
    const [row] = await holdFigures(this.em, [now, overdueBefore, now, overdueBefore]);
    const at = (d: Date | null, plus = 0) => (d ? new Date(d).getTime() + plus : Infinity);
    return {
      open: Number(row.open),
      overdue: Number(row.overdue),
      changesAt: Math.min(at(row.next_expiry), at(row.overdue_from, OVERDUE_HOLD_MINUTES * 60_000)),
    };
  }

  private async unpaid(today: string): Promise<DashboardDto['unpaidConfirmed']> {
    const where = `b.status = 'confirmed' and b.payment_status in ('unpaid', 'pending')`;
    const [[row], bookings] = await Promise.all([
      unpaidFigures(this.em, where),
      findStays(this.em, `${where} and b.check_out >= ?::date`, [today], 'b.check_in, p.code', 10),
    ]);
    return { count: Number(row.n), totalCents: Number(row.total ?? 0), bookings };
  }

  /**
   * The latest cancellations and no-shows with what each kept and still owes back (the ledger's
   * formula: paid − refunded − kept fee, to pay out unless kept as credit); `toPayOut`: only those
   * with money still to be paid out, oldest first (they wait for staff).
   */
  private async cancellations(toPayOut = false): Promise<CancellationDto[]> {
    const rows = await cancellationFigures(this.em, toPayOut);
    return rows.map((r) => ({
      id: r.id,
      number: r.number,
      guestName: r.guest_name,
      pitchCode: r.pitch_code,
      checkIn: r.check_in,
      checkOut: r.check_out,
      cancelledAt: new Date(r.cancelled_at).toISOString(),
      reason: r.reason,
      status: r.status,
      cancellationFeeCents: Number(r.fee),
      refundDueCents: r.credit_kept ? 0 : Number(r.excess),
      creditCents: r.credit_kept ? Number(r.excess) : 0,
    }));
  }
}
