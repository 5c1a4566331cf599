import { Migration } from '@mikro-orm/migrations';

export class Migration20261125120255_map_assets_site_plan extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "assets" ("id" uuid not null, "content_type" text not null, "size" int not null, "sha256" text not null, "width" int null, "height" int null, "data" bytea not null, "created_at" timestamptz not null, constraint "assets_pkey" primary key ("id"), constraint assets_size check (size > 0 and size = octet_length(data)), constraint assets_content_type check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')));`,
    );

    this.addSql(
      `create table "site_plan" ("id" smallint not null default 1, "asset_id" uuid null, "image_url" text null, "width" int null, "height" int null, "updated_at" timestamptz not null, constraint "site_plan_pkey" primary key ("id"), constraint site_plan_single_row check (id = 1));`,
    );

    this.addSql(
      `alter table "pitches" add constraint pitches_position check(x between 0 and 100 and y between 0 and 100);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "assets" cascade;`);

    this.addSql(`drop table if exists "site_plan" cascade;`);

    this.addSql(`alter table "pitches" drop constraint pitches_position;`);
  }
}
