import { Migration } from '@mikro-orm/migrations';

export class Migration20261125115907_sys3_alerts_toggles_gdpr extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "alerts" ("id" uuid not null, "rule" text check ("rule" in ('payment_failed', 'job_failed', 'holds_expiring', 'weather_down', 'low_availability', 'queue_backlog', 'disk_space', 'bank_transfer_overdue')) not null, "condition_key" text not null, "value" int not null, "threshold" int not null, "params" jsonb not null, "fired_at" timestamptz not null, "last_seen_at" timestamptz not null, "resolved_at" timestamptz null, "acknowledged_at" timestamptz null, "acknowledged_by" text null, constraint "alerts_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create unique index "alerts_open_condition" on "alerts" ("condition_key") where "resolved_at" is null;`,
    );
    this.addSql(`create index "alerts_fired_at_index" on "alerts" ("fired_at");`);

    this.addSql(
      `create table "alert_rules" ("key" text check ("key" in ('payment_failed', 'job_failed', 'holds_expiring', 'weather_down', 'low_availability', 'queue_backlog', 'disk_space', 'bank_transfer_overdue')) not null, "enabled" boolean not null default true, "threshold" int not null, "updated_at" timestamptz not null, "updated_by" text null, constraint "alert_rules_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "alert_settings" ("id" smallint not null default 1, "email" text null, constraint "alert_settings_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "feature_toggle_events" ("id" bigserial primary key, "key" text not null, "enabled" boolean not null, "changed_by" text not null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "feature_toggle_events_at_index" on "feature_toggle_events" ("at");`);

    this.addSql(
      `create table "gdpr_actions" ("id" bigserial primary key, "action" text check ("action" in ('export', 'erase', 'retention')) not null, "booking_numbers" jsonb not null, "performed_by" text not null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "gdpr_actions_at_index" on "gdpr_actions" ("at");`);

    this.addSql(
      `create table "gdpr_settings" ("id" smallint not null default 1, "retention_months" smallint not null default 36, "retention_enabled" boolean not null default true, constraint "gdpr_settings_pkey" primary key ("id"));`,
    );

    this.addSql(`alter table "feature_toggles" add column "updated_by" text null;`);

    this.addSql(`alter table "bookings" add column "anonymised_at" timestamptz null;`);

    // Added by hand: one row of settings each, and no threshold or period that makes no sense.
    this.addSql(
      `alter table "alert_settings" add constraint "alert_settings_one_row" check ("id" = 1);`,
    );
    this.addSql(
      `alter table "gdpr_settings" add constraint "gdpr_settings_one_row" check ("id" = 1);`,
    );
    this.addSql(
      `alter table "gdpr_settings" add constraint "gdpr_settings_retention" check ("retention_months" >= 1 and "retention_months" <= 600);`,
    );
    this.addSql(
      `alter table "alert_rules" add constraint "alert_rules_threshold" check ("threshold" >= 0);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "alerts" cascade;`);

    this.addSql(`drop table if exists "alert_rules" cascade;`);

    this.addSql(`drop table if exists "alert_settings" cascade;`);

    this.addSql(`drop table if exists "feature_toggle_events" cascade;`);

    this.addSql(`drop table if exists "gdpr_actions" cascade;`);

    this.addSql(`drop table if exists "gdpr_settings" cascade;`);

    this.addSql(`alter table "bookings" drop column "anonymised_at";`);

    this.addSql(`alter table "feature_toggles" drop column "updated_by";`);
  }
}
