import { Migration } from '@mikro-orm/migrations';

/** Tables whose rows the desk's dashboard, calendar and business figures are read from. */
const DESK_TABLES = [
  'bookings',
  'pitches',
  'pitch_categories',
  'pitch_blocks',
  'seasonal_contracts',
  'access_codes',
  'guest_registrations',
  'guest_registration_persons',
  'alerts',
  'invoice',
];

/**
 * The desk's reads answer from a per-process cache while `desk_version` stands still: a statement
 * trigger on every table they read raises it in the changing transaction (one row of 64, chosen by
 * the server process, so concurrent writers do not queue for one row lock; readers take the sum).
 * Two indexes serve the dashboard's cache misses: departures and tonight's occupancy by check-out,
 * and the confirmed bookings still unpaid.
 */
export class Migration20261129171720_desk_version extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "desk_version" ("id" smallint not null, "version" bigint not null default 0, constraint "desk_version_pkey" primary key ("id"), constraint desk_version_shard check(id between 1 and 64));`,
    );
    this.addSql(
      `insert into "desk_version" ("id", "version") select g, 0 from generate_series(1, 64) g;`,
    );
    this.addSql(`create function "bump_desk_version"() returns trigger language plpgsql as $$
begin
  update desk_version set version = version + 1 where id = 1 + (pg_backend_pid() & 63);
  return null;
end $$;`);
    for (const table of DESK_TABLES)
      this.addSql(
        `create trigger "${table}_desk_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_desk_version"();`,
      );
    this.addSql(
      `create index "bookings_check_out_check_in_index" on "bookings" ("check_out", "check_in");`,
    );
    this.addSql(
      `create index "bookings_unpaid_confirmed_index" on "bookings" ("check_in") where "status" = 'confirmed' and "payment_status" in ('unpaid', 'pending');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "bookings_unpaid_confirmed_index";`);
    this.addSql(`drop index if exists "bookings_check_out_check_in_index";`);
    for (const table of DESK_TABLES)
      this.addSql(`drop trigger if exists "${table}_desk_version" on "${table}";`);
    this.addSql(`drop function if exists "bump_desk_version"();`);
    this.addSql(`drop table if exists "desk_version";`);
  }
}
