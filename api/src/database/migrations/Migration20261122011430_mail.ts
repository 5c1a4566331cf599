import { Migration } from '@mikro-orm/migrations';

export class Migration20261122011430_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "mail_message_kind" as enum ('automatic', 'staff', 'test');`);
    this.addSql(
      `create type "mail_message_status" as enum ('queued', 'sending', 'sent', 'caught', 'failed');`,
    );
    this.addSql(
      `create table "email_templates" ("id" uuid not null, "key" text not null, "language" text check ("language" in ('de', 'en')) not null, "subject" text not null, "html" text not null, "text" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "updated_by" text null, constraint "email_templates_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "email_templates" add constraint "email_templates_key_language_unique" unique ("key", "language");`,
    );

    this.addSql(
      `create table "mail_messages" ("id" uuid not null, "kind" "mail_message_kind" not null default 'automatic', "template" text null, "language" text not null, "recipient" text not null, "subject" text not null, "html" text not null, "text" text not null, "attachments" jsonb not null, "status" "mail_message_status" not null default 'queued', "error" text null, "attempts" int not null default 0, "booking_id" uuid null, "dedupe_key" text not null, "claim_token" text null, "claimed_at" timestamptz null, "message_id" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "sent_at" timestamptz null, "created_by" text null, constraint "mail_messages_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "mail_messages_template_index" on "mail_messages" ("template");`);
    this.addSql(`create index "mail_messages_booking_id_index" on "mail_messages" ("booking_id");`);
    this.addSql(
      `alter table "mail_messages" add constraint "mail_messages_dedupe_key_unique" unique ("dedupe_key");`,
    );
    this.addSql(`create index "mail_messages_created_at_index" on "mail_messages" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "email_templates" cascade;`);

    this.addSql(`drop table if exists "mail_messages" cascade;`);

    this.addSql(`drop type "mail_message_kind";`);
    this.addSql(`drop type "mail_message_status";`);
  }
}
