import { Migration } from '@mikro-orm/migrations';

export class Migration20261125090048_stripe_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "booking_reminders" ("booking_id" uuid not null, "kind" text check ("kind" in ('pre_arrival', 'bank_transfer_overdue', 'hold_expired')) not null, "created_at" timestamptz not null, constraint "booking_reminders_pkey" primary key ("booking_id", "kind"));`,
    );

    this.addSql(
      `create table "stripe_events" ("id" text not null, "type" text not null, "intent_id" text null, "created_at" timestamptz not null, "received_at" timestamptz not null, constraint "stripe_events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "stripe_events_intent_id_index" on "stripe_events" ("intent_id");`);

    this.addSql(
      `create table "stripe_payment_intents" ("id" text not null, "booking_id" uuid not null, "amount_cents" int not null, "currency" text not null, "status" text not null default 'requires_payment_method', "attempted_at" timestamptz null, "hold_expired_mail_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "stripe_payment_intents_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "stripe_payment_intents" add constraint "stripe_payment_intents_booking_id_unique" unique ("booking_id");`,
    );

    this.addSql(
      `alter table "pricing_settings" add column "payment_methods" text[] not null default '{stripe,bank_transfer,on_arrival}', add column "bank_transfer_due_days" smallint not null default 7, add column "pre_arrival_days" smallint not null default 3;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "booking_reminders" cascade;`);

    this.addSql(`drop table if exists "stripe_events" cascade;`);

    this.addSql(`drop table if exists "stripe_payment_intents" cascade;`);

    this.addSql(
      `alter table "pricing_settings" drop column "payment_methods", drop column "bank_transfer_due_days", drop column "pre_arrival_days";`,
    );
  }
}
