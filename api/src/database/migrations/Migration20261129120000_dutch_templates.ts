import { Migration } from '@mikro-orm/migrations';

/**
 * Guests can be served in Dutch: mail templates may be stored in `nl` too (the boot's template
 * seed then adds the Dutch default texts). Bookings, invoices, registrations and waitlist entries
 * keep their language in a plain text column the API validates, so only this check changes.
 */
export class Migration20261129120000_dutch_templates extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "email_templates" drop constraint if exists "email_templates_language_check";`,
    );
    this.addSql(
      `alter table "email_templates" add constraint "email_templates_language_check" check ("language" in ('de', 'en', 'nl'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "email_templates" where "language" = 'nl';`);
    this.addSql(
      `alter table "email_templates" drop constraint if exists "email_templates_language_check";`,
    );
    this.addSql(
      `alter table "email_templates" add constraint "email_templates_language_check" check ("language" in ('de', 'en'));`,
    );
  }
}
