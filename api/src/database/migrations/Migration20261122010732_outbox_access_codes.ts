import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010732_outbox_access_codes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "access_code_status" as enum ('active', 'revoked', 'expired');`);
    this.addSql(
      `create table "gate_events" ("id" bigserial primary key, "at" timestamptz not null, "code_hint" text not null, "opened" boolean not null, "reason" text null, "booking_id" uuid null, "gate" text null, "ip" text null);`,
    );
    this.addSql(`create index "gate_events_at_index" on "gate_events" ("at");`);

    this.addSql(
      `create table "outbox" ("id" bigserial primary key, "queue" text not null, "name" text not null, "job_id" text not null, "data" jsonb not null, "run_at" timestamptz null, "created_at" timestamptz not null, "relayed_at" timestamptz null, "attempts" int not null default 0, "last_error" text null);`,
    );
    this.addSql(`alter table "outbox" add constraint "outbox_job_id_unique" unique ("job_id");`);
    this.addSql(
      `create index "outbox_pending_index" on "outbox" ("id") where "relayed_at" is null;`,
    );

    this.addSql(
      `create table "access_codes" ("id" uuid not null, "booking_id" uuid not null, "code" text not null, "status" "access_code_status" not null default 'active', "valid_from" timestamptz not null, "valid_until" timestamptz not null, "created_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" text null, constraint "access_codes_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "access_codes_booking_id_index" on "access_codes" ("booking_id");`);
    this.addSql(`create index "access_codes_valid_until_index" on "access_codes" ("valid_until");`);
    this.addSql(
      `create unique index "access_codes_live_booking_unique" on "access_codes" ("booking_id") where "status" = 'active';`,
    );
    this.addSql(
      `create unique index "access_codes_live_code_unique" on "access_codes" ("code") where "status" = 'active';`,
    );

    this.addSql(
      `alter table "access_codes" add constraint "access_codes_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gate_events" cascade;`);

    this.addSql(`drop table if exists "outbox" cascade;`);

    this.addSql(`drop table if exists "access_codes" cascade;`);

    this.addSql(`drop type "access_code_status";`);
  }
}
