import { Migration } from '@mikro-orm/migrations';

/**
 * Holds no longer wait for each other:
 * - Booking numbers come from a PostgreSQL sequence per year (`booking_number_<year>`, created on
 *   first use) instead of a counter row each booking kept locked until its commit. A rolled-back
 *   hold leaves a gap; booking numbers need not be gap-free (invoice numbers are, and stay so).
 * - The occupancy counter is spread over 64 rows, raised per changed row by the hash of its pitch:
 *   two holds on different pitches no longer queue for one row lock. Readers sum the rows.
 * The CLI's diff also listed rewrites of unrelated check constraints (expression spelling only);
 * those lines are left out.
 */
export class Migration20261125151105_perf_booking_numbers_occupancy_shards extends Migration {
  override async up(): Promise<void> {
    // The next number of a year: the sequence is made by whichever booking needs it first (an
    // advisory lock makes a racing second one find it once the first commits).
    this.addSql(`create function "next_booking_number"(y int) returns bigint language plpgsql as $$
declare
  seq text := 'booking_number_' || y;
begin
  if to_regclass(seq) is null then
    perform pg_advisory_xact_lock(hashtext(seq));
    execute format('create sequence if not exists %I', seq);
  end if;
  return nextval(seq);
end $$;`);
    // Numbering goes on where the counters stood.
    this.addSql(`do $$
declare
  r record;
begin
  for r in select year, last_number from booking_counters loop
    execute format('create sequence if not exists %I start with %s', 'booking_number_' || r.year, r.last_number + 1);
  end loop;
end $$;`);
    this.addSql(`drop table if exists "booking_counters" cascade;`);

    this.addSql(`alter table "occupancy_version" drop constraint occupancy_version_single_row;`);
    this.addSql(
      `alter table "occupancy_version" add constraint occupancy_version_shard check(id between 1 and 64);`,
    );
    this.addSql(
      `insert into "occupancy_version" ("id", "version") select g, 0 from generate_series(2, 64) g;`,
    );
    this.addSql(`drop trigger if exists "pitch_occupancy_version" on "pitch_occupancy";`);
    this.addSql(`drop function if exists "bump_occupancy_version"();`);
    // Per changed row, inside the changing transaction: a reader that sees the new sum also sees
    // the new rows. An update that moves a row to another pitch raises both pitches' rows.
    this.addSql(`create function "bump_occupancy_version"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update occupancy_version set version = version + 1
     where id = 1 + (hashtext(old.pitch_id::text) & 63);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.pitch_id <> old.pitch_id) then
    update occupancy_version set version = version + 1
     where id = 1 + (hashtext(new.pitch_id::text) & 63);
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "pitch_occupancy_version" after insert or update or delete on "pitch_occupancy" for each row execute function "bump_occupancy_version"();`,
    );
    this
      .addSql(`create function "bump_all_occupancy_versions"() returns trigger language plpgsql as $$
begin
  update occupancy_version set version = version + 1;
  return null;
end $$;`);
    this.addSql(
      `create trigger "pitch_occupancy_version_truncate" after truncate on "pitch_occupancy" for each statement execute function "bump_all_occupancy_versions"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "pitch_occupancy_version_truncate" on "pitch_occupancy";`);
    this.addSql(`drop function if exists "bump_all_occupancy_versions"();`);
    this.addSql(`drop trigger if exists "pitch_occupancy_version" on "pitch_occupancy";`);
    this.addSql(`drop function if exists "bump_occupancy_version"();`);
    this.addSql(
      `update "occupancy_version" set version = (select sum(version) from occupancy_version) where id = 1;`,
    );
    this.addSql(`delete from "occupancy_version" where id <> 1;`);
    this.addSql(`alter table "occupancy_version" drop constraint occupancy_version_shard;`);
    this.addSql(
      `alter table "occupancy_version" add constraint occupancy_version_single_row check(id = 1);`,
    );
    this.addSql(`create function "bump_occupancy_version"() returns trigger language plpgsql as $$
begin
  update occupancy_version set version = version + 1 where id = 1;
  return null;
end $$;`);
    this.addSql(
      `create trigger "pitch_occupancy_version" after insert or update or delete or truncate on "pitch_occupancy" for each statement execute function "bump_occupancy_version"();`,
    );

    this.addSql(
      `create table "booking_counters" ("year" int2 not null, "last_number" int4 not null, constraint "booking_counters_pkey" primary key ("year"));`,
    );
    this.addSql(`do $$
declare
  r record;
begin
  for r in select sequencename, last_value from pg_sequences where sequencename like 'booking\\_number\\_%' loop
    insert into booking_counters (year, last_number)
    values (substr(r.sequencename, 16)::int, coalesce(r.last_value, 0));
    execute format('drop sequence %I', r.sequencename);
  end loop;
end $$;`);
    this.addSql(`drop function if exists "next_booking_number"(int);`);
  }
}
