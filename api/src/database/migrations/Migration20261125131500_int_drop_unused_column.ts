import { Migration } from '@mikro-orm/migrations';

/**
 * `stripe_payment_intents.hold_expired_mail_at` was created with the Stripe payments but never
 * mapped or used (the expired-hold mail is keyed by its outbox job id); every schema diff since
 * wanted to drop it. Dropped here so the entities and the schema agree again.
 */
export class Migration20261125131500_int_drop_unused_column extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "stripe_payment_intents" drop column if exists "hold_expired_mail_at";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "stripe_payment_intents" add column "hold_expired_mail_at" timestamptz null;`,
    );
  }
}
