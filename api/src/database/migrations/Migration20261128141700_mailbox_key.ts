import { Migration } from '@mikro-orm/migrations';
import { CREATE_HOLD_V2 } from './Migration20261128030000_perf_hold_reads_by_key';

/**
 * The mailbox an address reaches (src/common/mailbox-key.ts is the same function): lower case, the
 * quotes of a quoted local part and their escapes removed, a `+tag` cut off. Immutable, so indexes
 * can be built on it.
 */
const MAILBOX_KEY = `create or replace function "mailbox_key"(p_email text) returns text
language sql immutable strict parallel safe as $$
  select case when position('@' in p_email) = 0 then lower(btrim(p_email))
    else regexp_replace(translate(regexp_replace(lower(btrim(p_email)), '@[^@]*$', ''), '"\\', ''),
                        '\\+.*$', '')
         || substring(lower(btrim(p_email)) from '@[^@]*$')
  end
$$;`;

/** `create_hold` counting a guest's live holds per mailbox (the signature onwards). */
const CREATE_HOLD_V3 = `"create_hold"(
  p_catalog_version bigint,
  p_client_hash text,
  p_max_per_address int,
  p_max_per_email int,
  p_year int,
  p_plates text[],
  p_booking jsonb
) returns table (outcome text, number text, a_count int, a_first timestamptz, e_count int, e_first timestamptz)
language plpgsql as $$
#variable_conflict use_column
declare
  b bookings;
  v_mailbox text;
begin
  if p_catalog_version is not null
     and p_catalog_version <> (select c.version from catalog_version c where c.id = 1) then
    return query select 'stale'::text, null::text, 0, null::timestamptz, 0, null::timestamptz;
    return;
  end if;
  b := jsonb_populate_record(null::bookings, p_booking);
  -- Aliases of one mailbox ("x"@…, x+tag@…, X@…) are one guest for the per-email limit.
  v_mailbox := mailbox_key(b.email);
  if p_client_hash is not null then
    -- One visitor's parallel holds count one after the other (address first, then email).
    perform pg_advisory_xact_lock(hashtext('hold:a:' || p_client_hash));
    if b.email is not null then
      perform pg_advisory_xact_lock(hashtext('hold:e:' || v_mailbox));
    end if;
    -- Rows of this address, then of this mailbox, found by their own index first ("offset 0" keeps
    -- the status and expiry conditions out of that scan, so no plan reads every live hold).
    select count(*)::int, min(s.hold_expires_at) into a_count, a_first
      from (select x.status, x.hold_expires_at from bookings x
             where x.client_hash = p_client_hash offset 0) s
     where s.status = 'pending' and s.hold_expires_at > b.created_at;
    e_count := 0;
    if b.email is not null then
      select count(*)::int, min(s.hold_expires_at) into e_count, e_first
        from (select x.status, x.hold_expires_at from bookings x
               where mailbox_key(x.email) = v_mailbox offset 0) s
       where s.status = 'pending' and s.hold_expires_at > b.created_at;
    end if;
    if a_count >= p_max_per_address or e_count >= p_max_per_email then
      return query select 'limit'::text, null::text, a_count, a_first, e_count, e_first;
      return;
    end if;
  end if;
  -- Holds on this pitch and stay that ran out but were not swept yet give the nights back.
  -- Found through the occupancy's (pitch, stay) index, as the exclusion constraint finds them.
  update bookings x set status = 'expired', updated_at = b.created_at
   where x.id in (select o.booking_id from pitch_occupancy o
                   where o.pitch_id = b.pitch_id
                     and o.stay && daterange(b.check_in, b.check_out, '[)')
                     and o.expires_at <= b.created_at)
     and x.status = 'pending' and x.hold_expires_at <= b.created_at;
  b.number := p_year || '-' || lpad(next_booking_number(p_year)::text, 5, '0');
  insert into bookings (id, number, status, payment_status, payment_method, channel, pitch_id,
                        category_id, check_in, check_out, adults, children, extras, first_name,
                        last_name, email, phone, street, postal_code, city, country, uid, language,
                        notes, quote, total_cents, deposit_cents, balance_due_date, consent_at,
                        hold_expires_at, confirmed_at, client_hash, created_by, created_at, updated_at)
  values (b.id, b.number, b.status, b.payment_status, b.payment_method, b.channel, b.pitch_id,
          b.category_id, b.check_in, b.check_out, b.adults, b.children, b.extras, b.first_name,
          b.last_name, b.email, b.phone, b.street, b.postal_code, b.city, b.country, b.uid, b.language,
          b.notes, b.quote, b.total_cents, b.deposit_cents, b.balance_due_date, b.consent_at,
          b.hold_expires_at, b.confirmed_at, b.client_hash, b.created_by, b.created_at, b.updated_at);
  if coalesce(array_length(p_plates, 1), 0) > 0 then
    insert into booking_plates (id, booking_id, plate, created_at)
    select gen_random_uuid(), b.id, p.plate, b.created_at + (p.i - 1) * interval '1 millisecond'
      from unnest(p_plates) with ordinality as p(plate, i)
    on conflict (booking_id, plate) do nothing;
  end if;
  return query select 'ok'::text, b.number, coalesce(a_count, 0), a_first, e_count, e_first;
end $$;`;

/**
 * The per-email caps counted `"x"@example.com`, `x+tag@example.com` and `X@EXAMPLE.COM` as three
 * guests, so one mailbox could hold three times the limit. `create_hold` now counts (and locks) a
 * guest's live holds by `mailbox_key(email)`, read through an expression index on it (the same
 * index-first read as before, `offset 0` keeping the other conditions out of that scan); the
 * waitlist's per-email cap reads its own such index. The stored email stays what the guest typed.
 */
export class Migration20261128141700_mailbox_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(MAILBOX_KEY);
    this.addSql(
      `create index "bookings_mailbox_key_index" on "bookings" ("mailbox_key"("email"));`,
    );
    this.addSql(
      `create index "waitlist_entries_mailbox_key_index" on "waitlist_entries" ("mailbox_key"("email"));`,
    );
    this.addSql(`create or replace function ${CREATE_HOLD_V3}`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function ${CREATE_HOLD_V2}`);
    this.addSql(`drop index if exists "waitlist_entries_mailbox_key_index";`);
    this.addSql(`drop index if exists "bookings_mailbox_key_index";`);
    this.addSql(`drop function if exists "mailbox_key"(text);`);
  }
}
