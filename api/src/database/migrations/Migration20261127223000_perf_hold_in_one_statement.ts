import { Migration } from '@mikro-orm/migrations';

/** The tables a hold is judged and priced by: any change to them raises the catalog version. */
const CATALOG_TABLES = [
  'pricing_settings',
  'extras',
  'seasons',
  'season_rates',
  'pitches',
  'pitch_categories',
  'feature_toggles',
];

/**
 * `create_hold` as this migration made it (the signature onwards, after `create function`);
 * Migration20261128030000_perf_hold_reads_by_key's down() puts it back.
 * p_booking: the row as JSON (column names, as jsonb_populate_record reads them); its number is
 * drawn here. p_client_hash null (a staff booking): no limits, no locks.
 */
export const CREATE_HOLD_V1 = `"create_hold"(
  p_catalog_version bigint,
  p_client_hash text,
  p_max_per_address int,
  p_max_per_email int,
  p_year int,
  p_plates text[],
  p_booking jsonb
) returns table (outcome text, number text, a_count int, a_first timestamptz, e_count int, e_first timestamptz)
language plpgsql as $$
#variable_conflict use_column
declare
  b bookings;
begin
  if p_catalog_version is not null
     and p_catalog_version <> (select c.version from catalog_version c where c.id = 1) then
    return query select 'stale'::text, null::text, 0, null::timestamptz, 0, null::timestamptz;
    return;
  end if;
  b := jsonb_populate_record(null::bookings, p_booking);
  if p_client_hash is not null then
    -- One visitor's parallel holds count one after the other (address first, then email).
    perform pg_advisory_xact_lock(hashtext('hold:a:' || p_client_hash));
    if b.email is not null then
      perform pg_advisory_xact_lock(hashtext('hold:e:' || b.email));
    end if;
    select count(*)::int, min(x.hold_expires_at) into a_count, a_first
      from bookings x
     where x.client_hash = p_client_hash and x.status = 'pending' and x.hold_expires_at > b.created_at;
    e_count := 0;
    if b.email is not null then
      select count(*)::int, min(x.hold_expires_at) into e_count, e_first
        from bookings x
       where x.email = b.email and x.status = 'pending' and x.hold_expires_at > b.created_at;
    end if;
    if a_count >= p_max_per_address or e_count >= p_max_per_email then
      return query select 'limit'::text, null::text, a_count, a_first, e_count, e_first;
      return;
    end if;
  end if;
  -- Holds on this pitch and stay that ran out but were not swept yet give the nights back.
  update bookings x set status = 'expired', updated_at = b.created_at
   where x.pitch_id = b.pitch_id and x.status = 'pending' and x.hold_expires_at <= b.created_at
     and daterange(x.check_in, x.check_out, '[)') && daterange(b.check_in, b.check_out, '[)');
  b.number := p_year || '-' || lpad(next_booking_number(p_year)::text, 5, '0');
  insert into bookings (id, number, status, payment_status, payment_method, channel, pitch_id,
                        category_id, check_in, check_out, adults, children, extras, first_name,
                        last_name, email, phone, street, postal_code, city, country, uid, language,
                        notes, quote, total_cents, deposit_cents, balance_due_date, consent_at,
                        hold_expires_at, confirmed_at, client_hash, created_by, created_at, updated_at)
  values (b.id, b.number, b.status, b.payment_status, b.payment_method, b.channel, b.pitch_id,
          b.category_id, b.check_in, b.check_out, b.adults, b.children, b.extras, b.first_name,
          b.last_name, b.email, b.phone, b.street, b.postal_code, b.city, b.country, b.uid, b.language,
          b.notes, b.quote, b.total_cents, b.deposit_cents, b.balance_due_date, b.consent_at,
          b.hold_expires_at, b.confirmed_at, b.client_hash, b.created_by, b.created_at, b.updated_at);
  if coalesce(array_length(p_plates, 1), 0) > 0 then
    insert into booking_plates (id, booking_id, plate, created_at)
    select gen_random_uuid(), b.id, p.plate, b.created_at + (p.i - 1) * interval '1 millisecond'
      from unnest(p_plates) with ordinality as p(plate, i)
    on conflict (booking_id, plate) do nothing;
  end if;
  return query select 'ok'::text, b.number, coalesce(a_count, 0), a_first, e_count, e_first;
end $$;`;

/**
 * A hold in one round trip (≥ 300 holds/s):
 * - `catalog_version`: one counter raised by a statement trigger on every table a hold is judged
 *   and priced by (prices, seasons, extras, pitches, categories, settings, feature toggles). The API
 *   keeps that catalog in memory with the version it was read at; a hold names the version and is
 *   refused as `stale` when the catalog changed since, so it is always priced by the catalog of its
 *   own commit (the API then reads the catalog again and retries).
 * - `create_hold(...)`: the write half of a booking in one statement (its own transaction for a
 *   guest's hold, or inside a staff booking's): the version check, the per-address and per-email
 *   advisory locks and live-hold counts, the release of expired holds on the pitch and stay, the
 *   year's next booking number, the row and its number plates. The exclusion constraint on
 *   `pitch_occupancy` (filled by the existing trigger) is still the final word on double bookings.
 */
export class Migration20261127223000_perf_hold_in_one_statement extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "catalog_version" ("id" smallint not null default 1, "version" bigint not null default 0, constraint "catalog_version_pkey" primary key ("id"), constraint catalog_version_single_row check(id = 1));`,
    );
    this.addSql(`insert into "catalog_version" ("id", "version") values (1, 0);`);
    this.addSql(`create function "bump_catalog_version"() returns trigger language plpgsql as $$
begin
  update catalog_version set version = version + 1 where id = 1;
  return null;
end $$;`);
    for (const table of CATALOG_TABLES)
      this.addSql(
        `create trigger "${table}_catalog_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_catalog_version"();`,
      );

    this.addSql(`create function ${CREATE_HOLD_V1}`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `drop function if exists "create_hold"(bigint, text, int, int, int, text[], jsonb);`,
    );
    for (const table of CATALOG_TABLES)
      this.addSql(`drop trigger if exists "${table}_catalog_version" on "${table}";`);
    this.addSql(`drop function if exists "bump_catalog_version"();`);
    this.addSql(`drop table if exists "catalog_version" cascade;`);
  }
}
