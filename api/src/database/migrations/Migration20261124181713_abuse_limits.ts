import { Migration } from '@mikro-orm/migrations';

export class Migration20261124181713_abuse_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "bookings" add column "client_hash" text null, add column "verification_key_hash" text null, add column "verification_requested_at" timestamptz null;`,
    );
    this.addSql(`create index "bookings_client_hash_index" on "bookings" ("client_hash");`);

    // The client address is kept only while it is needed to count live holds: whatever path moves a
    // booking out of pending (confirm, verify, cancel, the expiry sweep) drops it in that statement.
    this.addSql(`create function "bookings_forget_client"() returns trigger language plpgsql as $$
begin
  if new.status <> 'pending' then new.client_hash := null; end if;
  return new;
end $$;`);
    this.addSql(
      `create trigger "bookings_forget_client" before insert or update of "status" on "bookings" for each row execute function "bookings_forget_client"();`,
    );

    this.addSql(
      `alter table "pricing_settings" add column "max_stay_nights" smallint not null default 60, add column "booking_horizon_months" smallint not null default 24, add column "verification_hours" smallint not null default 24;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "bookings_forget_client" on "bookings";`);
    this.addSql(`drop function if exists "bookings_forget_client"();`);
    this.addSql(`drop index "bookings_client_hash_index";`);
    this.addSql(
      `alter table "bookings" drop column "client_hash", drop column "verification_key_hash", drop column "verification_requested_at";`,
    );

    this.addSql(
      `alter table "pricing_settings" drop column "max_stay_nights", drop column "booking_horizon_months", drop column "verification_hours";`,
    );
  }
}
