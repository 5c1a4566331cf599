import { Migration } from '@mikro-orm/migrations';
import { CREATE_HOLD_V1 } from './Migration20261127223000_perf_hold_in_one_statement';

/**
 * `create_hold` as this migration made it (the signature onwards);
 * Migration20261128141700_mailbox_key's down() puts it back.
 */
export const CREATE_HOLD_V2 = `"create_hold"(
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
begin
  if p_catalog_version is not null
     and p_catalog_version <> (select c.version from catalog_version c where c.id = 1) then
    return query select 'stale'::text, null::text, 0, null::timestamptz, 0, null::timestamptz;
    return;
  end if;
  b := jsonb_populate_record(null::bookings, p_booking);
  if p_client_hash is not null then
    -- One visitor's parallel holds count one after the other (address first, then email).
    perform pg_advisory_xact_lock(hashtext('hold:a:' || p_client_hash));
    if b.email is not null then
      perform pg_advisory_xact_lock(hashtext('hold:e:' || b.email));
    end if;
    -- Rows of this address, then of this email, found by their own index first ("offset 0" keeps
    -- the status and expiry conditions out of that scan, so no plan reads every live hold).
    select count(*)::int, min(s.hold_expires_at) into a_count, a_first
      from (select x.status, x.hold_expires_at from bookings x
             where x.client_hash = p_client_hash offset 0) s
     where s.status = 'pending' and s.hold_expires_at > b.created_at;
    e_count := 0;
    if b.email is not null then
      select count(*)::int, min(s.hold_expires_at) into e_count, e_first
        from (select x.status, x.hold_expires_at from bookings x
               where x.email = b.email offset 0) s
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
 * `create_hold` read live holds three times with filters like `… and status = 'pending' and
 * hold_expires_at > …`: a guest's by client address and by email (the hold limits) and the pitch's
 * run-out ones (released before the insert). Their plans are cached per connection, and while the
 * statistics said no row was pending (a site whose bookings were all confirmed when it was last
 * analysed, as the bench's is right after its seed), PostgreSQL took the (status, hold_expires_at)
 * index for them: every live hold of the whole site, filtered afterwards. Each hold got slower the
 * more holds were live (in the bench's hold case the per-email count alone took 3.2 ms per hold
 * in its first 10 s and 11.7 ms in the next 10; a script holding from many addresses would slow
 * every guest down). Now each read starts from what is selective whatever the statistics say: the
 * address's and the email's own rows (their indexes, the other conditions kept out of that scan by
 * `offset 0`), and the pitch's occupancy overlapping the stay (the exclusion constraint's gist index).
 * Everything else in the function is unchanged.
 */
export class Migration20261128030000_perf_hold_reads_by_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function ${CREATE_HOLD_V2}`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function ${CREATE_HOLD_V1}`);
  }
}
