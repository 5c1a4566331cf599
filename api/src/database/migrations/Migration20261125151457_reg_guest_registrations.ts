import { Migration } from '@mikro-orm/migrations';

export class Migration20261125151457_reg_guest_registrations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "guest_registrations" ("id" uuid not null, "sheet_number" int not null, "booking_id" uuid not null, "signature_png" bytea not null, "language" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "guest_registrations_pkey" primary key ("id"), constraint guest_registrations_sheet_positive check (sheet_number > 0));`,
    );
    this.addSql(
      `alter table "guest_registrations" add constraint "guest_registrations_sheet_number_unique" unique ("sheet_number");`,
    );
    this.addSql(
      `alter table "guest_registrations" add constraint "guest_registrations_booking_id_unique" unique ("booking_id");`,
    );

    this.addSql(
      `create table "registration_counter" ("id" smallint not null, "last_number" int not null, constraint "registration_counter_pkey" primary key ("id"), constraint registration_counter_positive check (last_number > 0));`,
    );

    this.addSql(
      `create table "guest_registration_persons" ("id" uuid not null, "registration_id" uuid not null, "position" smallint not null, "first_name" text not null, "last_name" text not null, "nationality" text not null, "birth_date_enc" text not null, "address_enc" text not null, "document_type" text null, "document_number_enc" text null, constraint "guest_registration_persons_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "guest_registration_persons" add constraint "guest_registration_persons_registration_id_position_unique" unique ("registration_id", "position");`,
    );

    this.addSql(
      `create table "registration_reminders" ("booking_id" uuid not null, "created_at" timestamptz not null, constraint "registration_reminders_pkey" primary key ("booking_id"));`,
    );

    this.addSql(
      `alter table "guest_registrations" add constraint "guest_registrations_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "guest_registration_persons" add constraint "guest_registration_persons_registration_id_foreign" foreign key ("registration_id") references "guest_registrations" ("id") on update cascade on delete cascade;`,
    );

    // Added by hand (see docs/registration.md): a sheet number is handed out once and never
    // changed or reused. The counter only ever goes up; a sheet keeps its number and booking for
    // good; and a sheet is deleted only by the retention job (which sets the transaction-local flag
    // below) and only 7 years after its stay ended (Meldegesetz). Persons are replaced when the guest
    // corrects the sheet before departure; they go with the sheet otherwise.
    this
      .addSql(`create function "registration_counter_forward"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or new.last_number <= old.last_number or new.id <> old.id then
          raise exception 'registration sheet numbers never go back' using errcode = 'restrict_violation';
        end if;
        return new;
      end $$;`);
    this.addSql(
      `create trigger "registration_counter_forward" before update on "registration_counter" for each row execute function "registration_counter_forward"();`,
    );
    this.addSql(
      `create trigger "registration_counter_no_delete" before delete on "registration_counter" for each row execute function "registration_counter_forward"();`,
    );
    this.addSql(`create function "guest_registration_guard"() returns trigger language plpgsql as $$
      declare stay_end date;
      begin
        if tg_op = 'UPDATE' then
          if new.sheet_number <> old.sheet_number or new.booking_id <> old.booking_id or new.id <> old.id then
            raise exception 'a registration sheet keeps its number and booking' using errcode = 'restrict_violation';
          end if;
          return new;
        end if;
        select check_out into stay_end from bookings where id = old.booking_id;
        if coalesce(current_setting('alpencamp.registration_retention', true), '') <> 'on'
           or stay_end is null or stay_end >= (current_date - interval '7 years')::date then
          raise exception 'registration sheets are kept for 7 years after the stay' using errcode = 'restrict_violation';
        end if;
        return old;
      end $$;`);
    this.addSql(
      `create trigger "guest_registration_guard" before update or delete on "guest_registrations" for each row execute function "guest_registration_guard"();`,
    );
    // The signature is a small PNG: at most 200 kB, and it must be a PNG.
    this.addSql(
      `alter table "guest_registrations" add constraint "guest_registrations_signature_png" check (octet_length("signature_png") between 8 and 204800 and substring("signature_png" from 1 for 8) = '\\x89504e470d0a1a0a'::bytea);`,
    );
    this.addSql(
      `alter table "guest_registration_persons" add constraint "guest_registration_persons_document" check (("nationality" = 'AT') or ("document_type" is not null and "document_number_enc" is not null));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "guest_registration_persons" drop constraint "guest_registration_persons_registration_id_foreign";`,
    );

    this.addSql(`drop table if exists "guest_registrations" cascade;`);

    this.addSql(`drop table if exists "registration_counter" cascade;`);

    this.addSql(`drop table if exists "guest_registration_persons" cascade;`);

    this.addSql(`drop table if exists "registration_reminders" cascade;`);
    this.addSql(`drop function if exists "guest_registration_guard"();`);
    this.addSql(`drop function if exists "registration_counter_forward"();`);
  }
}
