import { Migration } from '@mikro-orm/migrations';

export class Migration20261122001227_foundation extends Migration {
  override async up(): Promise<void> {
    // Exclusion constraints over (pitch, daterange) need btree_gist; enabled here so every later migration can rely on it.
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(
      `create type "auth_event_type" as enum ('login_success', 'login_failure', 'login_throttled', 'logout', 'session_revoked');`,
    );
    this.addSql(`create type "user_role" as enum ('admin', 'staff');`);
    this.addSql(
      `create table "auth_events" ("id" bigserial primary key, "at" timestamptz not null, "type" "auth_event_type" not null, "email" text null, "user_id" uuid null, "ip" text null, "user_agent" text null);`,
    );
    this.addSql(`create index "auth_events_at_index" on "auth_events" ("at");`);
    this.addSql(`create index "auth_events_email_index" on "auth_events" ("email");`);

    this.addSql(
      `create table "company_settings" ("id" smallint primary key, "company_name" text not null, "legal_name" text not null, "address" text not null, "postal_code" text not null, "city" text not null, "country" text not null, "phone" text not null, "emergency_phone" text not null, "email" text not null, "website" text not null, "uid" text not null, "company_register" text not null, "register_court" text not null, "latitude" double precision not null, "longitude" double precision not null, "timezone" text not null default 'Europe/Vienna', "check_in_time" text not null default '14:00', "check_out_time" text not null default '11:00', "reception_opens" text not null default '08:00', "reception_closes" text not null default '20:00', "quiet_hours_start" text not null default '22:00', "quiet_hours_end" text not null default '07:00', "logo_light" text null, "logo_dark" text null, "updated_at" timestamptz not null, constraint "company_settings_single_row" check ("id" = 1));`,
    );

    this.addSql(
      `create table "maintenance_state" ("id" smallint primary key, "active" boolean not null default false, "message" text null, "estimated_end_time" timestamptz null, "updated_by" text null, "updated_at" timestamptz not null, constraint "maintenance_state_single_row" check ("id" = 1));`,
    );
    this.addSql(
      `insert into "maintenance_state" ("id", "active", "updated_at") values (1, false, now());`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "email" text not null, "name" text not null default '', "role" "user_role" not null, "password_hash" text not null, "active" boolean not null default true, "last_login_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(
      `alter table "users" add constraint "users_email_lowercase" check ("email" = lower("email"));`,
    );

    this.addSql(
      `create table "sessions" ("id" uuid not null, "token_hash" text not null, "csrf_token" text not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "ip" text null, "user_agent" text null, constraint "sessions_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
