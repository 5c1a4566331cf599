import { Migration } from '@mikro-orm/migrations';

/**
 * Metered electricity: a pitch may carry a meter (`meter_number`, unique), staff record its
 * readings (watt-hours, integers) at arrival and departure, a pricing setting holds the gross price
 * per kWh, and an invoice may be a `supplement` — the consumption of a stay that was invoiced
 * before its departure reading, in the same RE series. Supplements stand beside the booking's
 * current stay invoice, so the "one current invoice" and "one revision" indexes leave them out.
 * A trigger refuses a reading below the last one of the same meter, whatever writes it.
 */
export class Migration20261129110000_metered_electricity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "pitches" add column "meter_number" text null;`);
    this.addSql(
      `alter table "pitches" add constraint "pitches_meter_number_unique" unique ("meter_number");`,
    );
    this.addSql(
      `alter table "pricing_settings" add column "electricity_cents_per_kwh" integer not null default 45 check ("electricity_cents_per_kwh" between 0 and 10000);`,
    );
    this.addSql(`create table "meter_readings" (
      "id" uuid not null,
      "pitch_id" uuid not null references "pitches" ("id") on delete restrict,
      "meter_number" text not null,
      "booking_id" uuid null references "bookings" ("id") on delete restrict,
      "kind" text not null check ("kind" in ('arrival', 'departure')),
      "value_wh" integer not null check ("value_wh" >= 0),
      "recorded_at" timestamptz not null,
      "recorded_by" text null,
      constraint "meter_readings_pkey" primary key ("id"));`);
    this.addSql(
      `create index "meter_readings_meter_idx" on "meter_readings" ("meter_number", "value_wh");`,
    );
    this.addSql(`create index "meter_readings_booking_idx" on "meter_readings" ("booking_id");`);
    // One arrival and one departure reading per booking: a second one is a correction, refused.
    this.addSql(
      `create unique index "meter_readings_booking_kind_unique" on "meter_readings" ("booking_id", "kind") where "booking_id" is not null;`,
    );
    // A meter only counts up. The pitch row lock orders two readings of the same meter, so the
    // check cannot be raced by a concurrent insert.
    this.addSql(`create or replace function meter_readings_monotonic() returns trigger as $$
      declare last_wh integer;
      begin
        perform 1 from pitches where id = new.pitch_id for update;
        select max(value_wh) into last_wh from meter_readings where meter_number = new.meter_number;
        if last_wh is not null and new.value_wh < last_wh then
          raise exception 'meter % reading % Wh is below the last reading % Wh', new.meter_number, new.value_wh, last_wh
            using errcode = 'check_violation', constraint = 'meter_readings_monotonic';
        end if;
        return new;
      end $$ language plpgsql;`);
    this
      .addSql(`create trigger "meter_readings_monotonic" before insert or update on "meter_readings"
      for each row execute function meter_readings_monotonic();`);

    this.addSql(`alter table "invoice" drop constraint if exists "invoice_kind_check";`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_kind_check" check ("kind" in ('stay', 'fee', 'supplement'));`,
    );
    this.addSql(`alter table "invoice" add column "supplement_key" text null;`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_supplement_key_unique" unique ("supplement_key");`,
    );
    this.addSql(
      `alter table "invoice" drop constraint if exists "invoice_booking_id_revision_unique";`,
    );
    this.addSql(
      `create unique index "invoice_booking_id_revision_unique" on "invoice" ("booking_id", "revision") where "kind" <> 'supplement';`,
    );
    this.addSql(`drop index if exists "invoice_booking_current_unique";`);
    this.addSql(
      `create unique index "invoice_booking_current_unique" on "invoice" ("booking_id") where "reversed_at" is null and "kind" <> 'supplement';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "invoice_booking_current_unique";`);
    this.addSql(
      `create unique index "invoice_booking_current_unique" on "invoice" ("booking_id") where "reversed_at" is null;`,
    );
    this.addSql(`drop index if exists "invoice_booking_id_revision_unique";`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_booking_id_revision_unique" unique ("booking_id", "revision");`,
    );
    this.addSql(`alter table "invoice" drop column "supplement_key";`);
    this.addSql(`alter table "invoice" drop constraint if exists "invoice_kind_check";`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_kind_check" check ("kind" in ('stay', 'fee'));`,
    );
    this.addSql(`drop table if exists "meter_readings";`);
    this.addSql(`drop function if exists meter_readings_monotonic();`);
    this.addSql(`alter table "pricing_settings" drop column "electricity_cents_per_kwh";`);
    this.addSql(`alter table "pitches" drop column "meter_number";`);
  }
}
