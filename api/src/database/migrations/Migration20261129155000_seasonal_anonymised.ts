import { Migration } from '@mikro-orm/migrations';

/**
 * The GDPR erasure covers seasonal contracts: an anonymised contract keeps its number, pitch,
 * period, fee and instalments (what its invoices refer to) and records when the holder's name,
 * contact, address and plates were removed, so the guest search no longer finds it.
 */
export class Migration20261129155000_seasonal_anonymised extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "seasonal_contracts" add column "anonymised_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "seasonal_contracts" drop column "anonymised_at";`);
  }
}
