import { Migration } from '@mikro-orm/migrations';

export class Migration20261125120252_pricing extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "extras" add constraint extras_vat_rate check(vat_rate_bp in (0, 1000, 1300, 2000));`,
    );
    this.addSql(`alter table "extras" add constraint extras_price check(price_cents >= 0);`);

    this.addSql(
      `alter table "pricing_settings" add constraint pricing_settings_cancellation_fees check(partial_cancellation_fee_bp >= 0 and partial_cancellation_fee_bp <= late_cancellation_fee_bp and late_cancellation_fee_bp <= 10000);`,
    );
    this.addSql(
      `alter table "pricing_settings" add constraint pricing_settings_cancellation_days check(partial_cancellation_days between 0 and free_cancellation_days);`,
    );
    this.addSql(
      `alter table "pricing_settings" add constraint pricing_settings_hold_minutes check(hold_minutes between 5 and 120);`,
    );
    this.addSql(
      `alter table "pricing_settings" add constraint pricing_settings_tourist_tax check(tourist_tax_cents >= 0);`,
    );
    this.addSql(
      `alter table "pricing_settings" add constraint pricing_settings_vat_rate check(pitch_vat_rate_bp in (0, 1000, 1300, 2000));`,
    );

    this.addSql(
      `alter table "seasons" add constraint seasons_min_stay check(min_stay_nights >= 1);`,
    );

    this.addSql(
      `alter table "season_rates" add constraint season_rates_price check(nightly_price_cents >= 0);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "extras" drop constraint extras_vat_rate;`);
    this.addSql(`alter table "extras" drop constraint extras_price;`);

    this.addSql(
      `alter table "pricing_settings" drop constraint pricing_settings_cancellation_fees;`,
    );
    this.addSql(
      `alter table "pricing_settings" drop constraint pricing_settings_cancellation_days;`,
    );
    this.addSql(`alter table "pricing_settings" drop constraint pricing_settings_hold_minutes;`);
    this.addSql(`alter table "pricing_settings" drop constraint pricing_settings_tourist_tax;`);
    this.addSql(`alter table "pricing_settings" drop constraint pricing_settings_vat_rate;`);

    this.addSql(`alter table "season_rates" drop constraint season_rates_price;`);

    this.addSql(`alter table "seasons" drop constraint seasons_min_stay;`);
  }
}
