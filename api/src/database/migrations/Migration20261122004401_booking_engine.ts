import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004401_booking_engine extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create type "extra_unit" as enum ('per_night', 'per_person_night', 'per_day', 'per_stay');`,
    );
    this.addSql(
      `create type "booking_status" as enum ('pending', 'confirmed', 'cancelled', 'expired');`,
    );
    this.addSql(
      `create type "payment_status" as enum ('unpaid', 'pending', 'paid', 'refunded', 'partially_refunded');`,
    );
    this.addSql(`create type "payment_method" as enum ('on_arrival', 'bank_transfer', 'stripe');`);
    this.addSql(`create type "booking_channel" as enum ('online', 'phone', 'walk_in', 'email');`);
    this.addSql(
      `create table "booking_counters" ("year" smallint not null, "last_number" int not null, constraint "booking_counters_pkey" primary key ("year"));`,
    );

    this.addSql(
      `create table "extras" ("id" uuid not null, "code" text not null, "name_de" text not null, "name_en" text not null, "description_de" text not null, "description_en" text not null, "price_cents" int not null, "unit" "extra_unit" not null, "vat_rate_bp" smallint not null, "mandatory" boolean not null default false, "requires_electricity" boolean not null default false, "max_quantity" smallint not null default 1, "category_ids" text[] not null, "sort_order" smallint not null default 0, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "extras_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "extras" add constraint "extras_code_unique" unique ("code");`);

    this.addSql(
      `create table "pitch_categories" ("id" uuid not null, "slug" text not null, "name_de" text not null, "name_en" text not null, "description_de" text not null, "description_en" text not null, "base_price_cents" int not null, "extra_person_cents" int not null default 0, "persons_included" smallint not null, "max_persons" smallint not null, "max_vehicle_length_m" double precision null, "image_url" text not null, "sort_order" smallint not null default 0, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "pitch_categories_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "pitch_categories" add constraint "pitch_categories_slug_unique" unique ("slug");`,
    );

    this.addSql(
      `create table "pitches" ("id" uuid not null, "code" text not null, "category_id" uuid not null, "x" double precision not null, "y" double precision not null, "has_electricity" boolean not null, "size_m2" smallint null, "max_vehicle_length_m" double precision null, "active" boolean not null default true, "notes" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "pitches_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "pitches" add constraint "pitches_code_unique" unique ("code");`);
    this.addSql(`create index "pitches_category_id_index" on "pitches" ("category_id");`);

    this.addSql(
      `create table "pitch_blocks" ("id" uuid not null, "pitch_id" uuid not null, "start_date" date not null, "end_date" date not null, "reason" text not null, "created_by" text null, "created_at" timestamptz not null, constraint "pitch_blocks_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "pitch_blocks_pitch_id_index" on "pitch_blocks" ("pitch_id");`);

    this.addSql(
      `create table "bookings" ("id" uuid not null, "number" text not null, "token_hash" text not null, "status" "booking_status" not null default 'pending', "payment_status" "payment_status" not null default 'unpaid', "payment_method" "payment_method" null, "channel" "booking_channel" not null default 'online', "pitch_id" uuid not null, "category_id" uuid not null, "check_in" date not null, "check_out" date not null, "adults" smallint not null, "children" smallint not null, "extras" jsonb not null, "first_name" text not null, "last_name" text not null, "email" text null, "phone" text null, "street" text null, "postal_code" text null, "city" text null, "country" text null, "uid" text null, "language" text not null, "notes" text not null default '', "quote" jsonb not null, "total_cents" int not null, "consent_at" timestamptz null, "hold_expires_at" timestamptz null, "confirmed_at" timestamptz null, "cancelled_at" timestamptz null, "cancellation_reason" text null, "cancellation_fee_cents" int not null default 0, "created_by" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "bookings_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_number_unique" unique ("number");`,
    );
    this.addSql(`create index "bookings_pitch_id_index" on "bookings" ("pitch_id");`);
    this.addSql(`create index "bookings_email_index" on "bookings" ("email");`);
    this.addSql(
      `create index "bookings_status_hold_expires_at_index" on "bookings" ("status", "hold_expires_at");`,
    );
    this.addSql(
      `create index "bookings_check_in_check_out_index" on "bookings" ("check_in", "check_out");`,
    );

    this.addSql(
      `create table "pitch_occupancy" ("id" bigserial primary key, "pitch_id" uuid not null, "stay" daterange not null, "booking_id" uuid null, "block_id" uuid null, "expires_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "pitch_occupancy" add constraint "pitch_occupancy_booking_id_unique" unique ("booking_id");`,
    );
    this.addSql(
      `alter table "pitch_occupancy" add constraint "pitch_occupancy_block_id_unique" unique ("block_id");`,
    );
    this.addSql(
      `alter table "pitch_occupancy" add constraint "pitch_occupancy_no_overlap" exclude using gist ("pitch_id" with =, "stay" with &&);`,
    );
    this.addSql(
      `create index "pitch_occupancy_stay_index" on "pitch_occupancy" using gist ("stay");`,
    );

    this.addSql(
      `create table "pricing_settings" ("id" smallint not null default 1, "pitch_vat_rate_bp" smallint not null default 1000, "tourist_tax_cents" int not null default 200, "tourist_tax_min_age" smallint not null default 15, "hold_minutes" smallint not null default 15, "free_cancellation_days" smallint not null default 14, "partial_cancellation_days" smallint not null default 3, "partial_cancellation_fee_bp" smallint not null default 5000, "late_cancellation_fee_bp" smallint not null default 10000, "updated_at" timestamptz not null, constraint "pricing_settings_pkey" primary key ("id"), constraint pricing_settings_single_row check (id = 1));`,
    );

    this.addSql(
      `create table "seasons" ("id" uuid not null, "name" text not null, "start_date" date not null, "end_date" date not null, "min_stay_nights" smallint not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "seasons_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "seasons" add constraint "seasons_no_overlap" exclude using gist (daterange("start_date", "end_date", '[]') with &&);`,
    );

    this.addSql(
      `create table "season_rates" ("id" uuid not null, "season_id" uuid not null, "category_id" uuid not null, "nightly_price_cents" int not null, constraint "season_rates_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "season_rates_category_id_index" on "season_rates" ("category_id");`);
    this.addSql(
      `alter table "season_rates" add constraint "season_rates_season_id_category_id_unique" unique ("season_id", "category_id");`,
    );

    this.addSql(
      `alter table "pitches" add constraint "pitches_category_id_foreign" foreign key ("category_id") references "pitch_categories" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "pitch_blocks" add constraint "pitch_blocks_pitch_id_foreign" foreign key ("pitch_id") references "pitches" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "bookings" add constraint "bookings_pitch_id_foreign" foreign key ("pitch_id") references "pitches" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_category_id_foreign" foreign key ("category_id") references "pitch_categories" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "pitch_occupancy" add constraint "pitch_occupancy_pitch_id_foreign" foreign key ("pitch_id") references "pitches" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pitch_occupancy" add constraint "pitch_occupancy_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pitch_occupancy" add constraint "pitch_occupancy_block_id_foreign" foreign key ("block_id") references "pitch_blocks" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "season_rates" add constraint "season_rates_season_id_foreign" foreign key ("season_id") references "seasons" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "season_rates" add constraint "season_rates_category_id_foreign" foreign key ("category_id") references "pitch_categories" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "company_settings" alter column "id" type smallint using ("id"::smallint);`,
    );
    this.addSql(`alter table "company_settings" alter column "id" set default 1;`);

    this.addSql(
      `alter table "maintenance_state" alter column "id" type smallint using ("id"::smallint);`,
    );
    this.addSql(`alter table "maintenance_state" alter column "id" set default 1;`);

    this.addSql(`insert into "pricing_settings" ("id", "updated_at") values (1, now());`);
    this.addSql(
      `alter table "pitch_blocks" add constraint "pitch_blocks_dates" check ("end_date" > "start_date");`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_dates" check ("check_out" > "check_in");`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_party" check ("adults" >= 1 and "children" >= 0);`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_total" check ("total_cents" >= 0);`,
    );
    this.addSql(
      `alter table "seasons" add constraint "seasons_dates" check ("end_date" >= "start_date");`,
    );

    // The occupancy table is written only by these triggers, so whatever path changes a booking or a
    // block, the exclusion constraint sees it in the same statement and a double booking fails there.
    this.addSql(`create function "sync_booking_occupancy"() returns trigger language plpgsql as $$
begin
  delete from pitch_occupancy where booking_id = new.id;
  if new.status in ('pending', 'confirmed') then
    insert into pitch_occupancy (pitch_id, stay, booking_id, expires_at)
    values (new.pitch_id, daterange(new.check_in, new.check_out, '[)'), new.id,
            case when new.status = 'pending' then new.hold_expires_at end);
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "bookings_occupancy" after insert or update of "status", "pitch_id", "check_in", "check_out", "hold_expires_at" on "bookings" for each row execute function "sync_booking_occupancy"();`,
    );
    this.addSql(`create function "sync_block_occupancy"() returns trigger language plpgsql as $$
begin
  delete from pitch_occupancy where block_id = new.id;
  insert into pitch_occupancy (pitch_id, stay, block_id)
  values (new.pitch_id, daterange(new.start_date, new.end_date, '[)'), new.id);
  return null;
end $$;`);
    this.addSql(
      `create trigger "pitch_blocks_occupancy" after insert or update of "pitch_id", "start_date", "end_date" on "pitch_blocks" for each row execute function "sync_block_occupancy"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "pitches" drop constraint "pitches_category_id_foreign";`);

    this.addSql(`alter table "bookings" drop constraint "bookings_category_id_foreign";`);

    this.addSql(`alter table "season_rates" drop constraint "season_rates_category_id_foreign";`);

    this.addSql(`alter table "pitch_blocks" drop constraint "pitch_blocks_pitch_id_foreign";`);

    this.addSql(`alter table "bookings" drop constraint "bookings_pitch_id_foreign";`);

    this.addSql(
      `alter table "pitch_occupancy" drop constraint "pitch_occupancy_pitch_id_foreign";`,
    );

    this.addSql(
      `alter table "pitch_occupancy" drop constraint "pitch_occupancy_block_id_foreign";`,
    );

    this.addSql(
      `alter table "pitch_occupancy" drop constraint "pitch_occupancy_booking_id_foreign";`,
    );

    this.addSql(`alter table "season_rates" drop constraint "season_rates_season_id_foreign";`);

    this.addSql(`drop trigger if exists "bookings_occupancy" on "bookings";`);
    this.addSql(`drop trigger if exists "pitch_blocks_occupancy" on "pitch_blocks";`);
    this.addSql(`drop function if exists "sync_booking_occupancy"();`);
    this.addSql(`drop function if exists "sync_block_occupancy"();`);
    this.addSql(`drop table if exists "booking_counters" cascade;`);

    this.addSql(`drop table if exists "extras" cascade;`);

    this.addSql(`drop table if exists "pitch_categories" cascade;`);

    this.addSql(`drop table if exists "pitches" cascade;`);

    this.addSql(`drop table if exists "pitch_blocks" cascade;`);

    this.addSql(`drop table if exists "bookings" cascade;`);

    this.addSql(`drop table if exists "pitch_occupancy" cascade;`);

    this.addSql(`drop table if exists "pricing_settings" cascade;`);

    this.addSql(`drop table if exists "seasons" cascade;`);

    this.addSql(`drop table if exists "season_rates" cascade;`);

    this.addSql(`alter table "company_settings" alter column "id" drop default;`);
    this.addSql(`alter table "company_settings" alter column "id" type int2 using ("id"::int2);`);

    this.addSql(`alter table "maintenance_state" alter column "id" drop default;`);
    this.addSql(`alter table "maintenance_state" alter column "id" type int2 using ("id"::int2);`);

    this.addSql(`drop type "extra_unit";`);
    this.addSql(`drop type "booking_status";`);
    this.addSql(`drop type "payment_status";`);
    this.addSql(`drop type "payment_method";`);
    this.addSql(`drop type "booking_channel";`);
  }
}
