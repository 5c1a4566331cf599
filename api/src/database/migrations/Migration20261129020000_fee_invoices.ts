import { Migration } from '@mikro-orm/migrations';

/**
 * A cancelled or no-show booking that keeps a fee gets an invoice over that fee once its stay's
 * invoice is reversed: `kind` tells the two apart (the fee invoice is never reversed by a storno).
 */
export class Migration20261129020000_fee_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "invoice" add column "kind" text not null default 'stay' check ("kind" in ('stay', 'fee'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "invoice" drop column "kind";`);
  }
}
