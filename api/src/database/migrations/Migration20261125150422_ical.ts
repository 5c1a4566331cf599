import { Migration } from '@mikro-orm/migrations';

export class Migration20261125150422_ical extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "ical_feeds" ("id" uuid not null, "pitch_id" uuid not null, "name" text not null, "url" text not null, "created_by" text null, "created_at" timestamptz not null, "last_attempt_at" timestamptz null, "last_success_at" timestamptz null, "last_status" text null, "last_error" jsonb null, "last_counts" jsonb null, "last_conflicts" jsonb null, constraint "ical_feeds_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "ical_feeds_pitch_id_index" on "ical_feeds" ("pitch_id");`);
    this.addSql(
      `alter table "ical_feeds" add constraint "ical_feeds_pitch_id_url_unique" unique ("pitch_id", "url");`,
    );

    this.addSql(
      `create table "ical_export_keys" ("pitch_id" uuid not null, "generation" int not null default 0, "rotated_at" timestamptz null, "rotated_by" text null, constraint "ical_export_keys_pkey" primary key ("pitch_id"));`,
    );

    this.addSql(
      `alter table "ical_feeds" add constraint "ical_feeds_pitch_id_foreign" foreign key ("pitch_id") references "pitches" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "ical_export_keys" add constraint "ical_export_keys_pitch_id_foreign" foreign key ("pitch_id") references "pitches" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "pitch_blocks" add column "ical_feed_id" uuid null, add column "ical_uid" text null;`,
    );
    this.addSql(
      `alter table "pitch_blocks" add constraint "pitch_blocks_ical_feed_id_foreign" foreign key ("ical_feed_id") references "ical_feeds" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pitch_blocks" add constraint "pitch_blocks_ical_event" unique ("ical_feed_id", "ical_uid");`,
    );
    this.addSql(
      `alter table "pitch_blocks" add constraint pitch_blocks_ical_source check((ical_feed_id is null) = (ical_uid is null));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "pitch_blocks" drop constraint "pitch_blocks_ical_feed_id_foreign";`);

    this.addSql(`drop table if exists "ical_feeds" cascade;`);

    this.addSql(`drop table if exists "ical_export_keys" cascade;`);

    this.addSql(`alter table "pitch_blocks" drop constraint "pitch_blocks_ical_event";`);
    this.addSql(`alter table "pitch_blocks" drop constraint pitch_blocks_ical_source;`);
    this.addSql(`alter table "pitch_blocks" drop column "ical_feed_id", drop column "ical_uid";`);
  }
}
