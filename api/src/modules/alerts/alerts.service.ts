import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { translate } from 'src/common/i18n/messages';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { ALERT_RULES, type AlertRuleKey } from 'src/contract/constants';
import { MailService } from 'src/modules/mail/mail.service';
import { QueueStats } from 'src/queues/queue-stats';
import { Alert, AlertRule, AlertSettings } from './alert.entity';
import { DEFAULT_THRESHOLDS, SIGNALS } from './alert-signals';
import type { Firing } from './firing';
import { resolveAllBut, upsertFiring } from './alerts.queries';

export const ALERT_LIST: ListSpec = {
  resource: 'alerts',
  sortable: { firedAt: 'firedAt', rule: 'rule', lastSeenAt: 'lastSeenAt' },
  filters: {
    rule: { kind: 'enum', values: ALERT_RULES },
    open: {
      kind: 'custom',
      type: 'boolean',
      build: (v: boolean) => (v ? { resolvedAt: null } : { resolvedAt: { $ne: null } }),
    },
    acknowledged: {
      kind: 'custom',
      type: 'boolean',
      build: (v: boolean) => (v ? { acknowledgedAt: { $ne: null } } : { acknowledgedAt: null }),
    },
  },
  defaultSort: ['firedAt', 'DESC'],
};

export interface RuleState {
  key: AlertRuleKey;
  enabled: boolean;
  threshold: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** Rules that are events rather than states: raised once by their producer, never resolved by a scan. */
const EVENT_RULES: readonly AlertRuleKey[] = [
  'bank_transfer_overdue',
  'effect_repaired',
  'effect_abandoned',
];

/**
 * The one alert store: rules with thresholds, firings stored once per condition while it lasts,
 * a mail to the configured address when one fires, and acknowledgement by staff.
 */
@Injectable()
export class AlertsService {
  private readonly logger = new Logger(AlertsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly queues: QueueStats,
    private readonly mail: MailService,
  ) {}

  async rules(): Promise<RuleState[]> {
    const rows = await this.em.fork().find(AlertRule, {});
    return ALERT_RULES.map((key) => {
      const row = rows.find((r) => r.key === key);
      return {
        key,
        enabled: row?.enabled ?? true,
        threshold: row?.threshold ?? DEFAULT_THRESHOLDS[key],
        updatedAt: row?.updatedAt ?? null,
        updatedBy: row?.updatedBy ?? null,
      };
    });
  }

  async rule(key: string): Promise<RuleState> {
    const found = (await this.rules()).find((r) => r.key === key);
    if (!found) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return found;
  }

  async updateRule(
    key: string,
    change: { enabled?: boolean; threshold?: number },
    by: string,
  ): Promise<RuleState> {
    const current = await this.rule(key);
    await this.em.fork().upsert(AlertRule, {
      key: current.key,
      enabled: change.enabled ?? current.enabled,
      threshold: change.threshold ?? current.threshold,
      updatedAt: this.clock.now(),
      updatedBy: by,
    });
    return this.rule(key);
  }

  async settings(): Promise<{ email: string | null }> {
    const row = await this.em.fork().findOne(AlertSettings, { id: 1 });
    return { email: row?.email ?? null };
  }

  async updateSettings(email: string | null): Promise<{ email: string | null }> {
    await this.em.fork().upsert(AlertSettings, { id: 1, email });
    return this.settings();
  }

  /** Checks every enabled rule once (the worker every minute; staff with "check now"). */
  async evaluate(): Promise<{ fired: number; resolved: number }> {
    const now = this.clock.now();
    const ctx = {
      em: this.em.fork(),
      queues: this.queues,
      now,
      today: this.clock.today(),
      dataDir: process.cwd(),
    };
    let fired = 0;
    let resolved = 0;
    for (const rule of await this.rules()) {
      const signal = SIGNALS[rule.key];
      if (!signal) continue;
      let firings: Firing[] = [];
      if (rule.enabled) {
        try {
          firings = await signal(ctx, rule.threshold);
        } catch (err) {
          this.logger.warn(`Alert rule ${rule.key} could not be checked: ${String(err)}`);
          continue;
        }
      }
      for (const f of firings) if (await this.raise(rule.key, f, rule.threshold)) fired++;
      resolved += await this.resolveOthers(
        rule.key,
        firings.map((f) => f.conditionKey),
      );
    }
    return { fired, resolved };
  }

  /**
   * Records a firing; true when it is new (then the mail goes out in the same transaction). An open
   * firing of the same condition is only brought up to date: no second row, no second mail.
   */
  async raise(
    rule: AlertRuleKey,
    firing: Firing,
    threshold: number,
    em?: EntityManager,
    /** The producer's own mail (e.g. the overdue transfer's, about one booking) instead of the generic one. */
    mail?: { bookingId: string; dedupeKey: string; subject: string; text: string },
  ): Promise<boolean> {
    const run = async (tx: EntityManager) => {
      const now = this.clock.now();
      const row = await upsertFiring(tx, rule, firing, threshold, now);
      if (!row.inserted) return false;
      const params = { ...firing.params, value: firing.value, threshold };
      const title = translate('de', `alert.${rule}`, params);
      const recipient = (await this.settings()).email;
      await this.mail.alertStaff(tx, {
        ...(mail ?? {
          bookingId: null,
          dedupeKey: `mail.alert.${row.id}`,
          subject: translate('de', 'alert.subject', { title }),
          text: `${title}\n\n${translate('de', 'alert.footer')}`,
        }),
        recipient,
      });
      this.logger.warn(`Alert ${rule}: ${title}`);
      return true;
    };
    return em ? run(em) : this.em.fork().transactional(run);
  }

  private async resolveOthers(rule: AlertRuleKey, active: string[]): Promise<number> {
    if (EVENT_RULES.includes(rule)) return 0;
    const rows = await resolveAllBut(this.em, rule, active, this.clock.now());
    return rows.length;
  }

  /** Records who has seen it; an event alert (nothing to clear by itself) is also closed. */
  async acknowledge(id: string, by: string): Promise<Alert> {
    const em = this.em.fork();
    const alert = await em.findOne(Alert, { id });
    if (!alert) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    if (!alert.acknowledgedAt) {
      alert.acknowledgedAt = this.clock.now();
      alert.acknowledgedBy = by;
      if (EVENT_RULES.includes(alert.rule)) alert.resolvedAt ??= alert.acknowledgedAt;
      await em.flush();
    }
    return alert;
  }

  list(query: Record<string, unknown>): Promise<ListResult<Alert>> {
    return findList(this.em, Alert, query, ALERT_LIST);
  }

  async get(id: string): Promise<Alert> {
    const found = await this.em.fork().findOne(Alert, { id });
    if (!found) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return found;
  }

  /** Whether a rule is switched on (producers of event alerts ask before raising). */
  async enabled(key: AlertRuleKey): Promise<boolean> {
    return (await this.rule(key)).enabled;
  }

  /** Open firings nobody acknowledged yet, newest first (the dashboard's alert list). */
  unacknowledged(): Promise<Alert[]> {
    return this.em
      .fork()
      .find(Alert, { resolvedAt: null, acknowledgedAt: null }, { orderBy: { firedAt: 'desc' } });
  }
}
