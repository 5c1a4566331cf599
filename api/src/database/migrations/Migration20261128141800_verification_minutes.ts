import { Migration } from '@mikro-orm/migrations';

/**
 * Pay on arrival kept an unverified booking's pitch for `verification_hours` (24): a few addresses
 * could hold every pitch of the site for a day without following a single mail link. The window is
 * now `verification_minutes` (default 30). Existing installations get the default: the old value
 * was the problem, not a choice to keep.
 */
export class Migration20261128141800_verification_minutes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "pricing_settings" add column "verification_minutes" smallint not null default 30;`,
    );
    this.addSql(`alter table "pricing_settings" drop column "verification_hours";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "pricing_settings" add column "verification_hours" smallint not null default 24;`,
    );
    this.addSql(`alter table "pricing_settings" drop column "verification_minutes";`);
  }
}
