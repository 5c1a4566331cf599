import { Migration } from '@mikro-orm/migrations';

/**
 * Seasonal pitches (Dauercamper): contracts, their instalments, and their nights in
 * `pitch_occupancy`. A trigger on `seasonal_contracts` keeps one occupancy row per contract over
 * [start, terminated_on or end), so the existing exclusion constraint refuses every booking, hold
 * or block on those nights (and a contract over a booked night), whatever the application does.
 * Shortening it deletes and re-inserts the row, which also tells the waitlist the nights are free.
 * Instalment invoices have no booking: `invoice.booking_id` becomes nullable for kind 'instalment'.
 */
export class Migration20261129100000_seasonal_contracts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence "seasonal_contract_number_seq";`);
    this.addSql(`create table "seasonal_contracts" (
  "id" uuid not null, "number" text not null, "pitch_id" uuid not null,
  "first_name" text not null, "last_name" text not null, "email" text not null, "phone" text null,
  "street" text null, "postal_code" text null, "city" text null, "country" text null,
  "language" text not null check ("language" in ('de', 'en')),
  "start_date" date not null, "end_date" date not null, "terminated_on" date null,
  "fee_cents" int not null, "vat_rate_bp" smallint not null, "tourist_tax_cents" int not null default 0,
  "plates" text[] not null default '{}', "renewal_offer_date" date null,
  "renewal" text not null default 'none' check ("renewal" in ('none', 'offered', 'accepted', 'declined')),
  "renewal_offered_at" timestamptz null, "renewed_from_id" uuid null,
  "created_by" text not null, "created_at" timestamptz not null,
  constraint "seasonal_contracts_pkey" primary key ("id"),
  constraint "seasonal_contracts_dates" check (end_date > start_date),
  constraint "seasonal_contracts_terminated_on" check (terminated_on is null or (terminated_on >= start_date and terminated_on < end_date)),
  constraint "seasonal_contracts_fee" check (fee_cents >= 0 and tourist_tax_cents >= 0),
  constraint "seasonal_contracts_plates" check (array_to_string(plates, ',') ~ '^([A-Z0-9ÄÖÜ]{2,12}(,|$))*$'));`);
    this.addSql(
      `alter table "seasonal_contracts" add constraint "seasonal_contracts_number_unique" unique ("number");`,
    );
    this.addSql(
      `alter table "seasonal_contracts" add constraint "seasonal_contracts_renewed_from_id_unique" unique ("renewed_from_id");`,
    );
    this.addSql(
      `create index "seasonal_contracts_pitch_id_index" on "seasonal_contracts" ("pitch_id");`,
    );
    // The gate camera looks plates up by value.
    this.addSql(
      `create index "seasonal_contracts_plates_index" on "seasonal_contracts" using gin ("plates");`,
    );
    this.addSql(
      `alter table "seasonal_contracts" add constraint "seasonal_contracts_pitch_id_foreign" foreign key ("pitch_id") references "pitches" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "seasonal_contracts" add constraint "seasonal_contracts_renewed_from_id_foreign" foreign key ("renewed_from_id") references "seasonal_contracts" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(`create table "seasonal_instalments" (
  "id" uuid not null, "contract_id" uuid not null, "sequence" smallint not null,
  "due_date" date not null, "amount_cents" int not null, "invoice_id" uuid null,
  "paid_on" date null, "cancelled_at" timestamptz null,
  constraint "seasonal_instalments_pkey" primary key ("id"),
  constraint "seasonal_instalments_amount" check (amount_cents >= 0),
  constraint "seasonal_instalments_issued_or_cancelled" check (invoice_id is null or cancelled_at is null),
  constraint "seasonal_instalments_paid_when_issued" check (paid_on is null or invoice_id is not null));`);
    this.addSql(
      `alter table "seasonal_instalments" add constraint "seasonal_instalments_contract_id_sequence_unique" unique ("contract_id", "sequence");`,
    );
    this.addSql(
      `alter table "seasonal_instalments" add constraint "seasonal_instalments_invoice_id_unique" unique ("invoice_id");`,
    );
    this.addSql(
      `create index "seasonal_instalments_due_date_index" on "seasonal_instalments" ("due_date");`,
    );
    this.addSql(
      `alter table "seasonal_instalments" add constraint "seasonal_instalments_contract_id_foreign" foreign key ("contract_id") references "seasonal_contracts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "seasonal_instalments" add constraint "seasonal_instalments_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade on delete restrict;`,
    );

    // Instalment invoices: no booking, their own kind.
    this.addSql(`alter table "invoice" alter column "booking_id" drop not null;`);
    this.addSql(`alter table "invoice" drop constraint "invoice_kind_check";`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_kind_check" check ("kind" in ('stay', 'fee', 'instalment'));`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_booking_or_instalment" check (("booking_id" is null) = ("kind" = 'instalment'));`,
    );

    this.addSql(`alter table "pitch_occupancy" add column "contract_id" uuid null;`);
    this.addSql(
      `alter table "pitch_occupancy" add constraint "pitch_occupancy_contract_id_unique" unique ("contract_id");`,
    );
    this.addSql(
      `alter table "pitch_occupancy" add constraint "pitch_occupancy_contract_id_foreign" foreign key ("contract_id") references "seasonal_contracts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create function "sync_contract_occupancy"() returns trigger language plpgsql as $$
declare
  last_night date := coalesce(new.terminated_on, new.end_date);
begin
  delete from pitch_occupancy where contract_id = new.id;
  if last_night > new.start_date then
    insert into pitch_occupancy (pitch_id, stay, contract_id)
    values (new.pitch_id, daterange(new.start_date, last_night, '[)'), new.id);
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "seasonal_contracts_occupancy" after insert or update of "pitch_id", "start_date", "end_date", "terminated_on" on "seasonal_contracts" for each row execute function "sync_contract_occupancy"();`,
    );

    // The flat tourist tax per seasonal contract (0: none), copied onto each new contract.
    this.addSql(
      `alter table "pricing_settings" add column "seasonal_tourist_tax_cents" int not null default 0 check ("seasonal_tourist_tax_cents" >= 0);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "pricing_settings" drop column "seasonal_tourist_tax_cents";`);
    this.addSql(`drop trigger if exists "seasonal_contracts_occupancy" on "seasonal_contracts";`);
    this.addSql(`drop function if exists "sync_contract_occupancy"();`);
    this.addSql(`alter table "pitch_occupancy" drop column "contract_id";`);
    this.addSql(`alter table "invoice" drop constraint "invoice_booking_or_instalment";`);
    this.addSql(`alter table "invoice" drop constraint "invoice_kind_check";`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_kind_check" check ("kind" in ('stay', 'fee'));`,
    );
    this.addSql(`alter table "invoice" alter column "booking_id" set not null;`);
    this.addSql(`drop table if exists "seasonal_instalments" cascade;`);
    this.addSql(`drop table if exists "seasonal_contracts" cascade;`);
    this.addSql(`drop sequence if exists "seasonal_contract_number_seq";`);
  }
}
