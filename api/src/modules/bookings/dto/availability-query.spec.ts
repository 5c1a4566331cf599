import fc from 'fast-check';
import {
  createValidationPipe,
  describeFieldProblems,
  describeValidationErrors,
  FieldsException,
  ValidationFailedException,
} from 'src/common/http/validation';
import { AvailabilityQueryDto } from './booking.dto';
import { LANGUAGES } from 'src/contract/constants';

/**
 * The availability search checks its query by hand (quickQueryCheck) before class-validator; the
 * pipe must answer exactly as without it: the same DTO for a good query, the same 400 (field by
 * field, in both languages) for a bad one. A body runs the same DTO through the pipe without the
 * quick check, so the two are compared side by side.
 */
const pipe = createValidationPipe();
const asQuery = { type: 'query', metatype: AvailabilityQueryDto, data: undefined } as const;
const asBody = { type: 'body', metatype: AvailabilityQueryDto, data: undefined } as const;

type Outcome = { ok: unknown } | { refused: unknown };

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: await run() };
  } catch (err) {
    if (err instanceof ValidationFailedException)
      return {
        refused: LANGUAGES.map((lang) => describeValidationErrors(err.errors, lang)),
      };
    if (err instanceof FieldsException)
      return {
        refused: LANGUAGES.map((lang) => describeFieldProblems(err.problems, lang)),
      };
    throw err;
  }
}

/** Parses like Express's query parser: a repeated field becomes an array. */
function parsed(entries: Array<[string, string]>): Record<string, unknown> {
  const query: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of entries) {
    const had = query[k];
    query[k] = had === undefined ? v : Array.isArray(had) ? [...(had as string[]), v] : [had, v];
  }
  return query;
}

const dates = fc.oneof(
  fc.constantFrom('2027-07-10', '2027-07-24', '2028-02-29', '2027-02-29', '2027-13-01', '2027-7-1'),
  fc.constantFrom('', ' 2027-07-10', '2027-07-10 ', '20270710', '2027-07-10T00:00:00Z'),
  fc
    .date({ min: new Date('1999-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
);
const counts = fc.oneof(
  fc.integer({ min: -2, max: 25 }).map(String),
  fc.constantFrom('', ' 2', '2 ', '02', '00', '1.0', '1e1', '0x2', '+2', '-0', 'two', '2\u0000'),
);
const uuids = fc.oneof(
  fc.uuid().map(String),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '3f1c9a52-8f2b-4f6e-9d3a-1b2c3d4e5f60',
    '3f1c9a52-8f2b-4f6e-9d3a-1b2c3d4e5f6',
    '{3f1c9a52-8f2b-4f6e-9d3a-1b2c3d4e5f60}',
    '',
  ),
);
const field = fc.oneof(
  fc.tuple(fc.constantFrom('checkIn', 'checkOut'), dates),
  fc.tuple(fc.constantFrom('adults', 'children'), counts),
  fc.tuple(fc.constant('categoryId'), uuids),
  fc.tuple(fc.constant('lang'), fc.constantFrom('de', 'en', 'fr', '', 'DE')),
  fc.tuple(
    fc.constantFrom('pitchId', 'foo', 'constructor', '__proto__', 'checkin', 'adults[]'),
    fc.string(),
  ),
);
/** Mostly well-formed searches (the quick path), with a wrong or extra field now and then. */
const query = fc
  .tuple(
    fc.tuple(fc.constant('checkIn'), dates),
    fc.tuple(fc.constant('checkOut'), dates),
    fc.array(field, { maxLength: 5 }),
    fc.boolean(),
  )
  .map(([checkIn, checkOut, more, dropOne]) =>
    parsed(([checkIn, checkOut, ...more] as Array<[string, string]>).slice(dropOne ? 1 : 0)),
  );

describe('AvailabilityQueryDto through the validation pipe', () => {
  it('answers a query exactly as class-validator does', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const quick = await outcome(() => pipe.transform({ ...q }, asQuery));
        const full = await outcome(() => pipe.transform({ ...q }, asBody));
        expect(quick).toStrictEqual(full);
      }),
      { numRuns: 3000 },
    );
  });

  it('builds the DTO with its defaults for the usual search', async () => {
    const q = parsed([
      ['checkIn', '2027-07-10'],
      ['checkOut', '2027-07-24'],
      ['adults', '2'],
    ]);
    const dto = await pipe.transform(q, asQuery);
    expect(dto).toBeInstanceOf(AvailabilityQueryDto);
    expect(dto).toMatchObject({
      checkIn: '2027-07-10',
      checkOut: '2027-07-24',
      adults: 2,
      children: 0,
    });
  });

  it('refuses an unknown field with the whitelist message, in German and English', async () => {
    const q = parsed([
      ['checkIn', '2027-07-10'],
      ['checkOut', '2027-07-24'],
      ['pitchId', 'x'],
    ]);
    const refused = await outcome(() => pipe.transform(q, asQuery));
    expect(refused).toStrictEqual(await outcome(() => pipe.transform({ ...q }, asBody)));
    expect('refused' in refused).toBe(true);
  });
});
