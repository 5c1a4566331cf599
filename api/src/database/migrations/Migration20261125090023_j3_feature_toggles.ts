import { Migration } from '@mikro-orm/migrations';

export class Migration20261125090023_j3_feature_toggles extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "feature_toggles" ("key" text not null, "enabled" boolean not null default true, "updated_at" timestamptz not null, constraint "feature_toggles_pkey" primary key ("key"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "feature_toggles" cascade;`);
  }
}
