import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Clock } from 'src/common/clock';
import { Env } from 'src/config/env';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { AlertsService } from 'src/modules/alerts/alerts.service';
import { LIVE_ONLY } from 'src/modules/mail/mail-sender.service';
import { AppQueue } from 'src/queues/app-worker';
import { bullConnection, bullPrefix, DEFAULT_JOB_OPTIONS } from 'src/queues/bullmq';
import { Queue } from 'src/queues/queue-names';

export const EFFECTS = ['invoice', 'storno', 'reissue', 'access_code', 'mail'] as const;
export type Effect = (typeof EFFECTS)[number];

/** Work the database says is owed: the job (queue, name, id, data) that does it. */
export interface Owed {
  effect: Effect;
  queue: Queue;
  name: string;
  jobId: string;
  data: Record<string, unknown>;
  bookingId: string | null;
}

export interface ReconcileResult {
  /** Effects owed whose job was failed, finished without it, or gone: queued again. */
  repaired: number;
  /** Owed, but their job is still waiting, delayed or running. */
  pending: number;
  /** Owed, but backing off after an earlier repair, or given up. */
  held: number;
  /** Given up in this round (alerted). */
  abandoned: number;
}

/** Job states in which BullMQ will still run the job: nothing to repair. */
const ALIVE = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/** Mails requested longer ago than this are not looked at (failed jobs are removed after 7 days too). */
const MAIL_WINDOW = "interval '7 days'";

interface Row {
  queue: string;
  name: string;
  job_id: string;
  data: Record<string, unknown>;
  booking_id: string | null;
}

interface CodeRow extends Row {
  check_in: string;
  check_out: string;
}

/**
 * The reconciler: every RECONCILER_INTERVAL_MS (and once at worker start) it compares what the
 * database says must exist with what does, and queues the missing work again under the same
 * deterministic job id, so a job that is still alive is never doubled.
 *
 * Why: every effect (an invoice, a storno, a gate code, a mail) is requested through the outbox,
 * in the transaction of the change that calls for it, and done by an idempotent job. BullMQ ends a
 * job for good after its retries, or after its worker died more than MAX_STALLED_COUNT times (a
 * worker crashing on a poisoned job, a host killed again and again). Such a job stays `failed` and,
 * without this, its effect was lost. Owed means:
 * - invoice: the booking's invoice was requested (paid in full, or a bank transfer confirmed), it is
 *   still confirmed and has none;
 * - storno: a cancelled booking with an invoice and no storno, its storno requested;
 * - gate code: a confirmed booking inside its code window (24 h before arrival until departure)
 *   without a live code, its issue job requested;
 * - mail: a mail requested in the last 7 days whose message-log row is not `sent` or `caught`,
 *   leaving out what its job rightly skips (no address, a stay-related mail of a booking no longer
 *   going ahead) and the alert mails themselves.
 *
 * A failed or finished job is removed and added afresh (new attempt and stall counters); the job's
 * own idempotency makes a run that finds the effect done a no-op. Each repair is counted per job
 * id with exponential backoff (RECONCILER_INTERVAL_MS × 2^(repairs−1)); the effect_repaired alert
 * fires when the same job needed its rule's threshold of repairs (default 2), and after
 * RECONCILER_MAX_REPAIRS the job is left failed (visible on the dashboard) and effect_abandoned
 * tells staff.
 */
@Injectable()
export class ReconcilerService implements OnApplicationShutdown {
  private readonly logger = new Logger(ReconcilerService.name);
  private queues?: Map<Queue, AppQueue>;

  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly clock: Clock,
    private readonly codes: AccessCodesService,
    private readonly alerts: AlertsService,
  ) {}

  /** One round: finds what is owed, repairs what no live job will do. */
  async reconcileOnce(): Promise<ReconcileResult> {
    const result: ReconcileResult = { repaired: 0, pending: 0, held: 0, abandoned: 0 };
    for (const owed of await this.owed()) {
      const outcome = await this.reconcile(owed);
      result[outcome]++;
    }
    if (result.repaired || result.abandoned)
      this.logger.warn(
        `Reconciler: ${result.repaired} effects queued again, ${result.abandoned} given up (${result.pending} still queued, ${result.held} backing off)`,
      );
    return result;
  }

  /** Everything owed and missing right now; with `jobId`, only that job's effect (a re-check). */
  async owed(jobId?: string): Promise<Owed[]> {
    const conn = this.em.getConnection();
    const only = jobId ? 'and o.job_id = ?' : '';
    const args = jobId ? [jobId] : [];
    const fromRows = (effect: Effect, rows: Row[]): Owed[] =>
      rows.map((r) => ({
        effect,
        queue: r.queue as Queue,
        name: r.name,
        jobId: r.job_id,
        data: r.data,
        bookingId: r.booking_id,
      }));
    // The job ids are those of InvoiceRequests (`invoice.booking.<id>`, `storno.booking.<id>`,
    // `reissue.booking.<id>.<revision>`). A booking's invoices form a chain (a changed stay: storno
    // plus the next revision); any invoice at all means the first one was issued.
    const invoices = await conn.execute<Row[]>(
      `select o.queue, o.name, o.job_id, o.data, b.id as booking_id
         from bookings b join outbox o on o.job_id = 'invoice.booking.' || b.id::text
        where b.status = 'confirmed' and o.relayed_at is not null ${only}
          and not exists (select 1 from invoice i where i.booking_id = b.id)`,
      args,
    );
    // A cancelled (or no-show) booking whose stay invoice is not reversed yet, or that keeps a fee
    // without the invoice over it (the same job writes both).
    const stornos = await conn.execute<Row[]>(
      `select o.queue, o.name, o.job_id, o.data, b.id as booking_id
         from bookings b join outbox o on o.job_id = 'storno.booking.' || b.id::text
        where b.status in ('cancelled', 'no_show') and o.relayed_at is not null ${only}
          and (exists (select 1 from invoice i where i.booking_id = b.id and i.kind = 'stay'
                        and i.reversed_at is null)
               or (b.cancellation_fee_cents > 0
                   and not exists (select 1 from invoice i where i.booking_id = b.id
                                    and i.kind = 'fee')))`,
      args,
    );
    // A changed stay whose current invoice is still older than the revision the job was asked for
    // (a later change already replaced it, or a cancellation reversed it: nothing owed).
    const reissues = await conn.execute<Row[]>(
      `select o.queue, o.name, o.job_id, o.data, b.id as booking_id
         from outbox o join bookings b on b.id = (o.data->>'bookingId')::uuid
         join invoice i on i.booking_id = b.id and i.reversed_at is null and i.kind <> 'supplement'
        where o.queue = ? and o.job_id like 'reissue.booking.%' and o.relayed_at is not null ${only}
          and b.status = 'confirmed' and i.revision < (o.data->>'revision')::int`,
      [Queue.Invoices, ...args],
    );
    // Gate codes: arrivals up to the day after tomorrow, stays not over (their window is checked
    // below with the site's check-in and check-out times); the job id names the stay version.
    const today = this.clock.today();
    const soon = new Date(this.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const codeRows = await conn.execute<CodeRow[]>(
      `select o.queue, o.name, o.job_id, o.data, b.id as booking_id,
              b.check_in::text as check_in, b.check_out::text as check_out
         from bookings b
         join outbox o on o.job_id = 'access-code.' || b.id::text || '.' || b.pitch_id::text
                                      || '.' || b.check_in::text || '.' || b.check_out::text
        where b.status = 'confirmed' and b.check_in <= ?::date and b.check_out >= ?::date
          and o.relayed_at is not null ${only}
          and not exists (select 1 from access_codes c where c.booking_id = b.id and c.status = 'active')`,
      [soon, today, ...args],
    );
    const now = this.clock.now();
    const codes: CodeRow[] = [];
    for (const r of codeRows) {
      const { issueAt, validUntil } = await this.codes.validity(r.check_in, r.check_out);
      if (now >= issueAt && now < validUntil) codes.push(r);
    }
    const live = [...LIVE_ONLY];
    const mails = await conn.execute<Row[]>(
      `select o.queue, o.name, o.job_id, o.data, coalesce(m.booking_id, b.id) as booking_id
         from outbox o
         left join mail_messages m on m.dedupe_key = o.job_id
         left join bookings b on b.id = (o.data->>'bookingId')::uuid
        where o.queue = ? and o.created_at > now() - ${MAIL_WINDOW} and o.relayed_at is not null ${only}
          and (m.status is null or m.status not in ('sent', 'caught'))
          and not (m.kind is not null and m.kind = 'automatic' and m.template is null)
          and (o.data->>'template' is null or (b.id is not null and b.email is not null
               and (b.status in ('confirmed', 'pending')
                    or o.data->>'template' not in (${live.map(() => '?').join(', ')}))))`,
      [Queue.Mail, ...args, ...live],
    );
    return [
      ...fromRows('invoice', invoices),
      ...fromRows('storno', stornos),
      ...fromRows('reissue', reissues),
      ...fromRows('access_code', codes),
      ...fromRows('mail', mails),
    ];
  }

  private async reconcile(owed: Owed): Promise<keyof ReconcileResult> {
    const queue = this.queue(owed.queue);
    const job = (await queue.getJob(owed.jobId)) as Job | undefined;
    const state = job ? await job.getState() : 'missing';
    if (ALIVE.has(state)) return 'pending';
    // The job may have finished its work between the first look and now.
    if ((await this.owed(owed.jobId)).length === 0) return 'pending';
    const repairs = await this.takeRepair(owed);
    if (repairs === null) return (await this.giveUpIfDone(owed, state)) ? 'abandoned' : 'held';
    try {
      if (job) await job.remove();
      await queue.add(owed.name, owed.data, { ...DEFAULT_JOB_OPTIONS, jobId: owed.jobId });
    } catch (e) {
      // A job that became active meanwhile cannot be removed: it runs, nothing to do.
      this.logger.warn(
        `Reconciler: ${owed.jobId} not queued again: ${e instanceof Error ? e.message : String(e)}`,
      );
      return 'pending';
    }
    this.logger.warn(
      `Reconciler: ${owed.effect} owed (job ${owed.jobId} was ${state}), queued again (repair ${repairs})`,
    );
    const rule = await this.alerts.rule('effect_repaired');
    if (rule.enabled && repairs >= Math.max(rule.threshold, 1))
      await this.alerts.raise(
        'effect_repaired',
        {
          conditionKey: `effect_repaired.${owed.jobId}`,
          value: repairs,
          params: { effect: owed.effect, job: owed.jobId },
        },
        rule.threshold,
      );
    return 'repaired';
  }

  /** Counts one repair if the job's backoff has passed and it was not given up; null otherwise. */
  private async takeRepair(owed: Owed): Promise<number | null> {
    const now = this.clock.now();
    const rows = await this.em.getConnection().execute<{ repairs: number }[]>(
      `insert into reconciler_repairs as r (job_id, queue, effect, booking_id, repairs,
         first_repaired_at, last_repaired_at, next_at)
       values (?, ?, ?, ?, 1, ?, ?, ?::timestamptz + ?::float8 * interval '1 millisecond')
       on conflict (job_id) do update set repairs = r.repairs + 1,
         last_repaired_at = excluded.last_repaired_at,
         next_at = excluded.last_repaired_at + ?::float8 * power(2, r.repairs) * interval '1 millisecond'
       where r.next_at <= excluded.last_repaired_at and r.repairs < ?::int and r.gave_up_at is null
       returning repairs`,
      [
        owed.jobId,
        owed.queue,
        owed.effect,
        owed.bookingId,
        now,
        now,
        now,
        this.env.RECONCILER_INTERVAL_MS,
        this.env.RECONCILER_INTERVAL_MS,
        this.env.RECONCILER_MAX_REPAIRS,
      ],
    );
    return rows[0]?.repairs ?? null;
  }

  /** After the last repair failed too: the job stays failed, and staff are told once. */
  private async giveUpIfDone(owed: Owed, state: string): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ repairs: number }[]>(
      `update reconciler_repairs set gave_up_at = ?
        where job_id = ? and repairs >= ?::int and gave_up_at is null and next_at <= ?
        returning repairs`,
      [this.clock.now(), owed.jobId, this.env.RECONCILER_MAX_REPAIRS, this.clock.now()],
    );
    if (!rows[0]) return false;
    this.logger.error(
      `Reconciler: gave up on ${owed.effect} (job ${owed.jobId}, ${state}) after ${rows[0].repairs} repairs`,
    );
    if (await this.alerts.enabled('effect_abandoned'))
      await this.alerts.raise(
        'effect_abandoned',
        {
          conditionKey: `effect_abandoned.${owed.jobId}`,
          value: rows[0].repairs,
          params: { effect: owed.effect, job: owed.jobId },
        },
        0,
      );
    return true;
  }

  private queue(name: Queue): AppQueue {
    this.queues ??= new Map();
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new AppQueue(name, {
        connection: bullConnection(this.env),
        prefix: bullPrefix(this.env),
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...(this.queues?.values() ?? [])].map((q) => q.close()));
  }
}
