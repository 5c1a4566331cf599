import { Migration } from '@mikro-orm/migrations';

/**
 * Seasonal contracts' closing electricity invoice and instalment reversals.
 * - `seasonal_instalments.kind`: `fee` (an instalment of the season fee) or `closing` (the
 *   electricity read after the last instalment, billed once the contract has ended). A closing row
 *   carries no fee (amount 0) and uses the same unique meter columns, so a stretch between two
 *   readings is still billed at most once; one live closing invoice per contract.
 * - Reversal: `reversed_at` (its storno exists), `refund_due_cents` (what the holder paid and is
 *   owed back) and the payout (`refunded_on`, method, reference, staff member), like a booking's
 *   refund to pay out.
 * - `storno_invoice.booking_id` may be null: the storno of an instalment invoice has no booking.
 */
export class Migration20261129171000_seasonal_gaps extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "seasonal_instalments"
      add column "kind" text not null default 'fee',
      add column "reversed_at" timestamptz null,
      add column "refund_due_cents" int not null default 0,
      add column "refunded_on" date null,
      add column "refund_method" text null,
      add column "refund_reference" text null,
      add column "refunded_by" text null;`);
    this.addSql(
      `alter table "seasonal_instalments" add constraint "seasonal_instalments_kind" check ("kind" in ('fee', 'closing') and ("kind" = 'fee' or "amount_cents" = 0));`,
    );
    this.addSql(
      `alter table "seasonal_instalments" add constraint "seasonal_instalments_refund" check ("refund_due_cents" >= 0 and ("refunded_on" is null or "refund_due_cents" > 0) and ("refund_method" is null or "refund_method" in ('bank_transfer', 'cash')));`,
    );
    this.addSql(
      `create unique index "seasonal_instalments_one_closing" on "seasonal_instalments" ("contract_id") where "kind" = 'closing' and "reversed_at" is null;`,
    );
    this.addSql(`alter table "storno_invoice" alter column "booking_id" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "seasonal_instalments_one_closing";`);
    this.addSql(`alter table "seasonal_instalments"
      drop constraint if exists "seasonal_instalments_kind",
      drop constraint if exists "seasonal_instalments_refund",
      drop column "kind", drop column "reversed_at", drop column "refund_due_cents",
      drop column "refunded_on", drop column "refund_method", drop column "refund_reference",
      drop column "refunded_by";`);
  }
}
