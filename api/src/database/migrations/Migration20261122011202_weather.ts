import { Migration } from '@mikro-orm/migrations';

export class Migration20261122011202_weather extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "weather_cache" ("kind" text check ("kind" in ('current', 'forecast')) not null, "latitude" double precision null, "longitude" double precision null, "data" jsonb null, "fetched_at" timestamptz null, "attempted_at" timestamptz null, "error_code" text null, "error_detail" text null, "error_at" timestamptz null, constraint "weather_cache_pkey" primary key ("kind"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "weather_cache" cascade;`);
  }
}
