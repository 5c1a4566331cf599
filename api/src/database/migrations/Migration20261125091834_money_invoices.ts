import { Migration } from '@mikro-orm/migrations';

export class Migration20261125091834_money_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "invoice_counter" ("series" text not null, "year" smallint not null, "last_number" int not null, constraint "invoice_counter_pkey" primary key ("series", "year"));`,
    );

    this.addSql(
      `create table "invoice" ("id" uuid not null, "number" text not null, "year" smallint not null, "sequence" int not null, "booking_id" uuid not null, "invoice_date" date not null, "language" text not null, "total_cents" int not null, "snapshot" jsonb not null, "created_at" timestamptz not null, constraint "invoice_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "invoice" add constraint "invoice_number_unique" unique ("number");`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_booking_id_unique" unique ("booking_id");`,
    );
    this.addSql(`create index "invoice_invoice_date_index" on "invoice" ("invoice_date");`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_year_sequence_unique" unique ("year", "sequence");`,
    );

    this.addSql(
      `create table "storno_invoice" ("id" uuid not null, "number" text not null, "year" smallint not null, "sequence" int not null, "original_id" uuid not null, "booking_id" uuid not null, "invoice_date" date not null, "language" text not null, "total_cents" int not null, "snapshot" jsonb not null, "created_at" timestamptz not null, constraint "storno_invoice_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "storno_invoice" add constraint "storno_invoice_number_unique" unique ("number");`,
    );
    this.addSql(
      `alter table "storno_invoice" add constraint "storno_invoice_original_id_unique" unique ("original_id");`,
    );
    this.addSql(
      `create index "storno_invoice_booking_id_index" on "storno_invoice" ("booking_id");`,
    );
    this.addSql(
      `create index "storno_invoice_invoice_date_index" on "storno_invoice" ("invoice_date");`,
    );
    this.addSql(
      `alter table "storno_invoice" add constraint "storno_invoice_year_sequence_unique" unique ("year", "sequence");`,
    );

    this.addSql(
      `alter table "invoice" add constraint "invoice_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "storno_invoice" add constraint "storno_invoice_original_id_foreign" foreign key ("original_id") references "invoice" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "storno_invoice" add constraint "storno_invoice_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete restrict;`,
    );

    // Added by hand: an issued invoice or storno is a legal document and is never changed or
    // removed (a storno reverses an invoice); the database refuses any UPDATE or DELETE of one.
    this.addSql(`create function "invoice_immutable"() returns trigger language plpgsql as $$
      begin
        raise exception 'issued % rows are immutable', tg_table_name using errcode = 'restrict_violation';
      end $$;`);
    this.addSql(
      `create trigger "invoice_immutable" before update or delete on "invoice" for each row execute function "invoice_immutable"();`,
    );
    this.addSql(
      `create trigger "storno_invoice_immutable" before update or delete on "storno_invoice" for each row execute function "invoice_immutable"();`,
    );
    // Numbers are handed out one by one: a counter never goes backwards.
    this.addSql(
      `alter table "invoice_counter" add constraint "invoice_counter_positive" check ("last_number" > 0);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "invoice_immutable" on "invoice";`);
    this.addSql(`drop trigger if exists "storno_invoice_immutable" on "storno_invoice";`);
    this.addSql(`drop function if exists "invoice_immutable"();`);
    this.addSql(
      `alter table "storno_invoice" drop constraint "storno_invoice_original_id_foreign";`,
    );

    this.addSql(`drop table if exists "invoice_counter" cascade;`);

    this.addSql(`drop table if exists "invoice" cascade;`);

    this.addSql(`drop table if exists "storno_invoice" cascade;`);
  }
}
