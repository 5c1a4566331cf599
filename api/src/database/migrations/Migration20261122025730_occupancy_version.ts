import { Migration } from '@mikro-orm/migrations';

export class Migration20261122025730_occupancy_version extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "occupancy_version" ("id" smallint not null default 1, "version" bigint not null default '0', constraint "occupancy_version_pkey" primary key ("id"), constraint occupancy_version_single_row check (id = 1));`,
    );
    this.addSql(`insert into "occupancy_version" ("id", "version") values (1, 0);`);

    // Raised once per statement that changes the occupancy (bookings, holds, blocks, cascades), inside
    // that statement's transaction: a reader that sees the new version also sees the new rows.
    this.addSql(`create function "bump_occupancy_version"() returns trigger language plpgsql as $$
begin
  update occupancy_version set version = version + 1 where id = 1;
  return null;
end $$;`);
    this.addSql(
      `create trigger "pitch_occupancy_version" after insert or update or delete or truncate on "pitch_occupancy" for each statement execute function "bump_occupancy_version"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "pitch_occupancy_version" on "pitch_occupancy";`);
    this.addSql(`drop function if exists "bump_occupancy_version"();`);
    this.addSql(`drop table if exists "occupancy_version" cascade;`);
  }
}
