import { Migration } from '@mikro-orm/migrations';

export class Migration20261125120422_sys2_security extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "gate_api_keys" ("id" uuid not null, "name" text not null, "prefix" text not null, "key_hash" text not null, "created_at" timestamptz not null, "created_by" text null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "gate_api_keys_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "gate_api_keys" add constraint "gate_api_keys_key_hash_unique" unique ("key_hash");`,
    );

    this.addSql(
      `alter type "auth_event_type" add value if not exists 'password_changed' after 'login_unlocked';`,
    );

    this.addSql(
      `alter type "auth_event_type" add value if not exists 'password_change_failed' after 'password_changed';`,
    );

    this.addSql(
      `alter type "auth_event_type" add value if not exists 'api_key_created' after 'password_change_failed';`,
    );

    this.addSql(
      `alter type "auth_event_type" add value if not exists 'api_key_revoked' after 'api_key_created';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gate_api_keys" cascade;`);
  }
}
