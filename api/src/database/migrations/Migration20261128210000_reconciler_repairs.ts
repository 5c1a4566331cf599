import { Migration } from '@mikro-orm/migrations';

const RULES_BEFORE = `'payment_failed', 'job_failed', 'holds_expiring', 'weather_down', 'low_availability', 'queue_backlog', 'disk_space', 'bank_transfer_overdue'`;
const RULES_AFTER = `${RULES_BEFORE}, 'effect_repaired', 'effect_abandoned'`;

/**
 * The reconciler's record of what it queued again (one row per job id: how often, when next), and
 * its two alert rules. The outbox gains an index for the reconciler's look at recent mail requests.
 */
export class Migration20261128210000_reconciler_repairs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reconciler_repairs" ("job_id" text not null, "queue" text not null, "effect" text not null, "booking_id" uuid null, "repairs" int not null default 0, "first_repaired_at" timestamptz not null, "last_repaired_at" timestamptz not null, "next_at" timestamptz not null, "gave_up_at" timestamptz null, constraint "reconciler_repairs_pkey" primary key ("job_id"));`,
    );
    this.addSql(
      `create index "outbox_queue_created_at_index" on "outbox" ("queue", "created_at");`,
    );
    for (const [table, column] of [
      ['alerts', 'rule'],
      ['alert_rules', 'key'],
    ]) {
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_${column}_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_check" check ("${column}" in (${RULES_AFTER}));`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "alerts" where "rule" in ('effect_repaired', 'effect_abandoned');`);
    this.addSql(
      `delete from "alert_rules" where "key" in ('effect_repaired', 'effect_abandoned');`,
    );
    for (const [table, column] of [
      ['alerts', 'rule'],
      ['alert_rules', 'key'],
    ]) {
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_${column}_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_check" check ("${column}" in (${RULES_BEFORE}));`,
      );
    }
    this.addSql(`drop index if exists "outbox_queue_created_at_index";`);
    this.addSql(`drop table if exists "reconciler_repairs" cascade;`);
  }
}
