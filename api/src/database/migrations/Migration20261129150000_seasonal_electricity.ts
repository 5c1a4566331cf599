import { Migration } from '@mikro-orm/migrations';

/**
 * Metered electricity of seasonal contracts: a meter reading may belong to a contract (kind
 * `seasonal`) instead of a booking, under the same "a meter only counts up" trigger. An instalment
 * that bills electricity records the two readings it billed between; both are unique, so an
 * interval between two readings is billed at most once whatever runs twice or concurrently.
 */
export class Migration20261129150000_seasonal_electricity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "meter_readings" add column "contract_id" uuid null references "seasonal_contracts" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "meter_readings" drop constraint if exists "meter_readings_kind_check";`,
    );
    this.addSql(
      `alter table "meter_readings" add constraint "meter_readings_kind_check" check ("kind" in ('arrival', 'departure', 'seasonal'));`,
    );
    this.addSql(
      `alter table "meter_readings" add constraint "meter_readings_owner" check (("kind" = 'seasonal') = ("contract_id" is not null) and ("contract_id" is null or "booking_id" is null));`,
    );
    this.addSql(
      `create index "meter_readings_contract_idx" on "meter_readings" ("contract_id") where "contract_id" is not null;`,
    );
    this.addSql(`alter table "seasonal_instalments"
      add column "meter_from_reading_id" uuid null references "meter_readings" ("id") on delete restrict,
      add column "meter_to_reading_id" uuid null references "meter_readings" ("id") on delete restrict;`);
    this.addSql(
      `alter table "seasonal_instalments" add constraint "seasonal_instalments_meter_from_unique" unique ("meter_from_reading_id");`,
    );
    this.addSql(
      `alter table "seasonal_instalments" add constraint "seasonal_instalments_meter_to_unique" unique ("meter_to_reading_id");`,
    );
    this.addSql(
      `alter table "seasonal_instalments" add constraint "seasonal_instalments_meter_range" check (("meter_from_reading_id" is null and "meter_to_reading_id" is null) or ("meter_from_reading_id" is not null and "meter_to_reading_id" is not null and "meter_from_reading_id" <> "meter_to_reading_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "seasonal_instalments"
      drop constraint if exists "seasonal_instalments_meter_range",
      drop column "meter_from_reading_id", drop column "meter_to_reading_id";`);
    this.addSql(`delete from "meter_readings" where "kind" = 'seasonal';`);
    this.addSql(`drop index if exists "meter_readings_contract_idx";`);
    this.addSql(`alter table "meter_readings" drop constraint if exists "meter_readings_owner";`);
    this.addSql(
      `alter table "meter_readings" drop constraint if exists "meter_readings_kind_check";`,
    );
    this.addSql(
      `alter table "meter_readings" add constraint "meter_readings_kind_check" check ("kind" in ('arrival', 'departure'));`,
    );
    this.addSql(`alter table "meter_readings" drop column "contract_id";`);
  }
}
