import { Migration } from '@mikro-orm/migrations';

const FIVE_DIGITS = `lpad(next_booking_number(p_year)::text, 5, '0')`;
const EVERY_DIGIT = `booking_serial(next_booking_number(p_year))`;

/** `create_hold` as it stands, with one expression swapped (it must be there exactly once). */
const swapInCreateHold = (from: string, to: string) => `do $swap$
declare
  def text := pg_get_functiondef('create_hold'::regproc);
begin
  if (length(def) - length(replace(def, $f$${from}$f$, ''))) / length($f$${from}$f$) <> 1 then
    raise exception 'create_hold does not format the booking number as expected';
  end if;
  execute replace(def, $f$${from}$f$, $f$${to}$f$);
end $swap$;`;

/**
 * A year's booking numbers are five digits wide, and `lpad` also cuts longer text to that width:
 * the year's 100,000th number (2027-100000) came out as 2027-10000, a number already given, and
 * every hold after it failed on the unique number until the year ended. Holds that run out keep
 * their number, so a script holding from many addresses could use up a year's numbers. Past five
 * digits a number now keeps every digit (2027-100000, then 2027-100001).
 */
export class Migration20261129180000_booking_number_past_99999 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create function "booking_serial"(n bigint) returns text language sql immutable as $$ select lpad(n::text, greatest(5, length(n::text)), '0') $$;`,
    );
    this.addSql(swapInCreateHold(FIVE_DIGITS, EVERY_DIGIT));
  }

  override async down(): Promise<void> {
    this.addSql(swapInCreateHold(EVERY_DIGIT, FIVE_DIGITS));
    this.addSql(`drop function if exists "booking_serial"(bigint);`);
  }
}
