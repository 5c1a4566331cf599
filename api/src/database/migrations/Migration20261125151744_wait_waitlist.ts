import { Migration } from '@mikro-orm/migrations';

export class Migration20261125151744_wait_waitlist extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create type "waitlist_status" as enum ('pending', 'confirmed', 'notified', 'booked', 'expired', 'removed');`,
    );
    this.addSql(
      `create table "waitlist_entries" ("id" uuid not null, "email" text not null, "category_id" uuid not null, "check_in" date not null, "check_out" date not null, "adults" smallint not null, "children" smallint not null default 0, "language" text not null, "status" "waitlist_status" not null default 'pending', "created_at" timestamptz not null, "confirmed_at" timestamptz null, "notified_at" timestamptz null, "notify_count" int not null default 0, "closed_at" timestamptz null, constraint "waitlist_entries_pkey" primary key ("id"), constraint waitlist_entries_party_check check (adults >= 1 and children >= 0), constraint waitlist_entries_stay_check check (check_out > check_in));`,
    );
    this.addSql(`create index "waitlist_entries_email_index" on "waitlist_entries" ("email");`);
    this.addSql(
      `create index "waitlist_entries_check_in_index" on "waitlist_entries" ("check_in");`,
    );
    this.addSql(
      `create index "waitlist_entries_created_at_index" on "waitlist_entries" ("created_at");`,
    );
    this.addSql(
      `create index "waitlist_entries_waiting_index" on "waitlist_entries" ("category_id", "confirmed_at") where "status" in ('confirmed', 'notified');`,
    );
    this.addSql(
      `create unique index "waitlist_entries_live_unique" on "waitlist_entries" ("email", "category_id", "check_in", "check_out") where "status" in ('pending', 'confirmed', 'notified');`,
    );

    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_category_id_foreign" foreign key ("category_id") references "pitch_categories" ("id") on update cascade on delete cascade;`,
    );

    // Hand-written (STACK.md allows triggers): whatever frees nights on a pitch — a cancelled
    // booking, an expired hold, a removed or shortened block, a moved booking — deletes its row in
    // pitch_occupancy. When a confirmed waitlist entry of that pitch's category overlaps the freed
    // nights, the same transaction queues a waitlist job through the outbox, so the worker looks for
    // the next guest in line as soon as the change commits and never misses one.
    this.addSql(`create function "waitlist_on_release"() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from waitlist_entries w join pitches p on p.category_id = w.category_id
     where p.id = old.pitch_id and w.status = 'confirmed'
       and daterange(w.check_in, w.check_out, '[)') && old.stay
  ) then
    insert into outbox (queue, name, job_id, data, created_at, attempts)
    values ('waitlist', 'waitlist:released', 'waitlist.released.' || old.id,
            jsonb_build_object('pitchId', old.pitch_id, 'checkIn', lower(old.stay)::text,
                               'checkOut', upper(old.stay)::text),
            now(), 0)
    on conflict (job_id) do nothing;
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "pitch_occupancy_waitlist" after delete on "pitch_occupancy" for each row execute function "waitlist_on_release"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "pitch_occupancy_waitlist" on "pitch_occupancy";`);
    this.addSql(`drop function if exists "waitlist_on_release"();`);
    this.addSql(`drop table if exists "waitlist_entries" cascade;`);

    this.addSql(`drop type "waitlist_status";`);
  }
}
