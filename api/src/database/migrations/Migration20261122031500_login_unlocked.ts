import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031500_login_unlocked extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "auth_event_type" add value if not exists 'login_unlocked';`);
  }

  override async down(): Promise<void> {
    // PostgreSQL cannot drop an enum value: the type is rebuilt without it (its events go first).
    this.addSql(`delete from "auth_events" where "type" = 'login_unlocked';`);
    this.addSql(`alter type "auth_event_type" rename to "auth_event_type_old";`);
    this.addSql(
      `create type "auth_event_type" as enum ('login_success', 'login_failure', 'login_throttled', 'logout', 'session_revoked');`,
    );
    this.addSql(
      `alter table "auth_events" alter column "type" type "auth_event_type" using "type"::text::"auth_event_type";`,
    );
    this.addSql(`drop type "auth_event_type_old";`);
  }
}
