import { Migration } from '@mikro-orm/migrations';

/**
 * Prices that follow demand (docs/demand-pricing.md): per category, a surcharge above an occupancy
 * threshold and a last-minute discount below one, each a percentage of the pitch nights in scope
 * with a cap per stay, for every night or one season's. The rules are part of what a hold is priced
 * by, so the table raises `catalog_version` like the other catalog tables (a hold priced by an
 * older set of rules is refused as stale and priced again). Occupancy itself never does.
 */
export class Migration20261129130000_demand_rules extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "demand_rules" ("id" uuid not null, "kind" text check ("kind" in ('surcharge', 'last_minute')) not null, "category_id" uuid not null, "season_id" uuid null, "threshold_percent" smallint not null, "percent_bp" int not null, "cap_cents" int not null, "days_before_arrival" smallint null, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "demand_rules_pkey" primary key ("id"), constraint demand_rules_threshold check(threshold_percent between 0 and 100), constraint demand_rules_percent check(percent_bp between 1 and 10000), constraint demand_rules_cap check(cap_cents >= 1), constraint demand_rules_days check((kind = 'surcharge' and days_before_arrival is null) or (kind = 'last_minute' and days_before_arrival between 0 and 365)));`,
    );
    this.addSql(`create index "demand_rules_category_id_index" on "demand_rules" ("category_id");`);
    this.addSql(
      `alter table "demand_rules" add constraint "demand_rules_category_id_foreign" foreign key ("category_id") references "pitch_categories" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "demand_rules" add constraint "demand_rules_season_id_foreign" foreign key ("season_id") references "seasons" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create trigger "demand_rules_catalog_version" after insert or update or delete or truncate on "demand_rules" for each statement execute function "bump_catalog_version"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "demand_rules_catalog_version" on "demand_rules";`);
    this.addSql(`drop table if exists "demand_rules" cascade;`);
  }
}
