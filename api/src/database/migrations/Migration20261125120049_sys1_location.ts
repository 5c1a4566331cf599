import { Migration } from '@mikro-orm/migrations';

export class Migration20261125120049_sys1_location extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "company_settings" add column "maps_url" text null, add column "attractions" jsonb null, add column "access_info" jsonb null;`,
    );
    // Hand-added (like btree_gist): the performance page reads pg_stat_statements where the server
    // ships it. Best effort: without the extension or the right to create it the page says so.
    this.addSql(`do $$ begin
      if exists (select 1 from pg_available_extensions where name = 'pg_stat_statements') then
        create extension if not exists pg_stat_statements;
      end if;
    exception when others then raise notice 'pg_stat_statements not created: %', sqlerrm;
    end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "company_settings" drop column "maps_url", drop column "attractions", drop column "access_info";`,
    );
  }
}
