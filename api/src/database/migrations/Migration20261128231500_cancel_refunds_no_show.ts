import { Migration } from '@mikro-orm/migrations';

/**
 * Staff cancellation with a chosen refund, and the no-show.
 * - `no_show`: a confirmed guest who never came. The stay is cut to end the night after the day it
 *   was recorded, so the pitch is free from then on while the nights before stay taken (the guest
 *   may still turn up tonight). The occupancy trigger therefore keeps a no-show's shortened stay.
 * - `bookings.credit_kept`: what a cancelled guest paid beyond the kept fee stays with the booking
 *   as credit instead of being paid out.
 * - `pricing_settings.no_show_charge_nights`: the no-show charge, as the gross of that many nights
 *   (default 1: the first night).
 */
export class Migration20261128231500_cancel_refunds_no_show extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "booking_status" add value if not exists 'no_show';`);
    this.addSql(`alter table "bookings" add column "credit_kept" boolean not null default false;`);
    this.addSql(
      `alter table "pricing_settings" add column "no_show_charge_nights" smallint not null default 1;`,
    );
    this.addSql(
      `alter table "pricing_settings" add constraint "pricing_settings_no_show_charge" check ("no_show_charge_nights" between 0 and 60);`,
    );
    this
      .addSql(`create or replace function "sync_booking_occupancy"() returns trigger language plpgsql as $$
begin
  delete from pitch_occupancy where booking_id = new.id;
  if new.status::text in ('pending', 'confirmed', 'no_show') then
    insert into pitch_occupancy (pitch_id, stay, booking_id, expires_at)
    values (new.pitch_id, daterange(new.check_in, new.check_out, '[)'), new.id,
            case when new.status = 'pending' then new.hold_expires_at end);
  end if;
  return null;
end $$;`);
  }

  override async down(): Promise<void> {
    this
      .addSql(`create or replace function "sync_booking_occupancy"() returns trigger language plpgsql as $$
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
      `alter table "pricing_settings" drop constraint "pricing_settings_no_show_charge";`,
    );
    this.addSql(`alter table "pricing_settings" drop column "no_show_charge_nights";`);
    this.addSql(`alter table "bookings" drop column "credit_kept";`);
    // An enum value cannot be dropped; no-shows become cancellations.
    this.addSql(`update "bookings" set "status" = 'cancelled' where "status" = 'no_show';`);
  }
}
