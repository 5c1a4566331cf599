import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices form a chain per booking: a change of an invoiced stay reverses the current invoice by a
 * storno and issues a new one (an issued invoice is never altered). The booking may now have several
 * invoices, numbered by `revision` (1, 2, …; a later one names the one it `replaces`), and exactly
 * one current one: the partial unique index admits one row without `reversed_at` per booking.
 * `reversed_at` is the database's to set: inserting a storno marks its original, and the one change
 * an issued invoice row still admits is exactly that (everything else stays refused as before).
 */
export class Migration20261128230000_invoice_chains extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invoice" drop constraint "invoice_booking_id_unique";`);
    this.addSql(
      `alter table "invoice" add column "revision" smallint not null default 1, add column "replaces_id" uuid null, add column "reversed_at" timestamptz null;`,
    );
    this.addSql(`create function "invoice_reversal_only"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.reversed_at is null and new.reversed_at is not null
           and (to_jsonb(new) - 'reversed_at') = (to_jsonb(old) - 'reversed_at')
           and exists (select 1 from storno_invoice s where s.original_id = old.id) then
          return new;
        end if;
        raise exception 'issued % rows are immutable', tg_table_name using errcode = 'restrict_violation';
      end $$;`);
    this.addSql(`drop trigger "invoice_immutable" on "invoice";`);
    this.addSql(
      `create trigger "invoice_immutable" before update or delete on "invoice" for each row execute function "invoice_reversal_only"();`,
    );
    this.addSql(`create function "storno_reverses_original"() returns trigger language plpgsql as $$
      begin
        update invoice set reversed_at = new.created_at where id = new.original_id and reversed_at is null;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "storno_reverses_original" after insert on "storno_invoice" for each row execute function "storno_reverses_original"();`,
    );
    this.addSql(
      `update "invoice" i set "reversed_at" = s."created_at" from "storno_invoice" s where s."original_id" = i."id";`,
    );
    this.addSql(`alter table "invoice" alter column "revision" drop default;`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_replaces_id_foreign" foreign key ("replaces_id") references "invoice" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_replaces_id_unique" unique ("replaces_id");`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_booking_id_revision_unique" unique ("booking_id", "revision");`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_revision_replaces" check (("revision" = 1) = ("replaces_id" is null));`,
    );
    this.addSql(`create index "invoice_booking_id_index" on "invoice" ("booking_id");`);
    this.addSql(
      `create unique index "invoice_booking_current_unique" on "invoice" ("booking_id") where "reversed_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "storno_reverses_original" on "storno_invoice";`);
    this.addSql(`drop function if exists "storno_reverses_original"();`);
    this.addSql(`drop trigger if exists "invoice_immutable" on "invoice";`);
    this.addSql(
      `create trigger "invoice_immutable" before update or delete on "invoice" for each row execute function "invoice_immutable"();`,
    );
    this.addSql(`drop function if exists "invoice_reversal_only"();`);
    this.addSql(`drop index if exists "invoice_booking_current_unique";`);
    this.addSql(`drop index if exists "invoice_booking_id_index";`);
    this.addSql(`alter table "invoice" drop constraint if exists "invoice_revision_replaces";`);
    this.addSql(
      `alter table "invoice" drop constraint if exists "invoice_booking_id_revision_unique";`,
    );
    this.addSql(`alter table "invoice" drop constraint if exists "invoice_replaces_id_unique";`);
    this.addSql(`alter table "invoice" drop constraint if exists "invoice_replaces_id_foreign";`);
    this.addSql(
      `alter table "invoice" drop column "revision", drop column "replaces_id", drop column "reversed_at";`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_booking_id_unique" unique ("booking_id");`,
    );
  }
}
