import { Migration } from '@mikro-orm/migrations';

export class Migration20261125090045_money extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "payment_kind" as enum ('payment', 'refund');`);
    this.addSql(
      `create type "payment_ledger_method" as enum ('stripe', 'cash', 'card_terminal', 'bank_transfer');`,
    );
    this.addSql(
      `create table "payment" ("id" uuid not null, "booking_id" uuid not null, "kind" "payment_kind" not null, "amount_cents" int not null, "method" "payment_ledger_method" not null, "reference" text null, "staff_email" text null, "occurred_at" timestamptz not null, "created_at" timestamptz not null, constraint "payment_pkey" primary key ("id"), constraint payment_amount_positive check (amount_cents > 0));`,
    );
    this.addSql(`create index "payment_booking_id_index" on "payment" ("booking_id");`);
    this.addSql(
      `create unique index "payment_method_reference_unique" on "payment" ("method", "reference") where "reference" is not null;`,
    );

    this.addSql(
      `alter table "payment" add constraint "payment_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "company_settings" add column "iban" text null, add column "bic" text null, add column "bank_name" text null, add column "account_holder" text null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment" cascade;`);

    this.addSql(
      `alter table "company_settings" drop column "iban", drop column "bic", drop column "bank_name", drop column "account_holder";`,
    );

    this.addSql(`drop type "payment_kind";`);
    this.addSql(`drop type "payment_ledger_method";`);
  }
}
