import { Migration } from '@mikro-orm/migrations';

/**
 * A season's name is shown to guests (the pitch line of a quote, a mail, an invoice): it gets an
 * English name beside the German one (`name`). Existing seasons start with their German name in
 * both, until staff translate it in the console.
 */
export class Migration20261128230100_season_name_en extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "seasons" add column "name_en" text;`);
    this.addSql(`update "seasons" set "name_en" = "name";`);
    this.addSql(`alter table "seasons" alter column "name_en" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "seasons" drop column "name_en";`);
  }
}
