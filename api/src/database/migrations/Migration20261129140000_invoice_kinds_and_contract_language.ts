import { Migration } from '@mikro-orm/migrations';

/**
 * Seasonal contracts, metered electricity and Dutch landed side by side, each widening a check of
 * its own alone: the invoice kinds are `stay`, `fee`, `supplement` (metered electricity after the
 * stay was invoiced) and `instalment` (a seasonal contract's fee) together, and a seasonal contract
 * may be kept in any guest language (Dutch holders get their renewal offer in Dutch).
 */
export class Migration20261129140000_invoice_kinds_and_contract_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invoice" drop constraint if exists "invoice_kind_check";`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_kind_check" check ("kind" in ('stay', 'fee', 'supplement', 'instalment'));`,
    );
    this.addSql(
      `alter table "seasonal_contracts" drop constraint if exists "seasonal_contracts_language_check";`,
    );
    this.addSql(
      `alter table "seasonal_contracts" add constraint "seasonal_contracts_language_check" check ("language" in ('de', 'en', 'nl'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "seasonal_contracts" drop constraint if exists "seasonal_contracts_language_check";`,
    );
    this.addSql(
      `alter table "seasonal_contracts" add constraint "seasonal_contracts_language_check" check ("language" in ('de', 'en'));`,
    );
    this.addSql(`alter table "invoice" drop constraint if exists "invoice_kind_check";`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_kind_check" check ("kind" in ('stay', 'fee', 'supplement'));`,
    );
  }
}
