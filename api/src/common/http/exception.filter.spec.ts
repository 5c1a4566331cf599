import { DriverException, NotNullConstraintViolationException } from '@mikro-orm/core';
import { toBody } from './exception.filter';

const req = { method: 'DELETE', path: '/api/admin/x' } as never;
const driverError = (code: string) =>
  Object.assign(new DriverException(new Error(`sqlstate ${code}`)), { code });

describe('error answers (AllExceptionsFilter)', () => {
  it('answers database conflicts as 409 in the request language, never as 500', () => {
    // 23001: a row still referenced through an `on delete restrict` foreign key.
    expect(toBody(driverError('23001'), 'de', req)).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Der Vorgang steht im Konflikt mit vorhandenen Daten.',
    });
    // 23P01: an exclusion constraint (overlapping stays).
    expect(toBody(driverError('23P01'), 'en', req).statusCode).toBe(409);
    // 40P01: PostgreSQL aborted this write to break a deadlock with a concurrent one.
    expect(toBody(driverError('40P01'), 'en', req)).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'The operation conflicts with existing data.',
    });
  });

  it('hides unexpected errors behind a generic 500 without details', () => {
    const body = toBody(new Error('connection string postgres://secret@db'), 'en', req);
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'An internal error occurred. Please try again later.',
    });
  });
});

describe('error answers while the database is out of reach', () => {
  it('answers 503 with Retry-After in the request language, not 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(toBody(refused, 'de', req)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message:
        'Der Dienst ist für einen Moment nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.',
      retryAfter: 5,
    });
    // PostgreSQL shutting down (57P01) or starting up (57P03), a dropped connection.
    expect(toBody(driverError('57P01'), 'en', req).statusCode).toBe(503);
    expect(toBody(driverError('57P03'), 'en', req).statusCode).toBe(503);
    expect(toBody(new Error('Connection terminated unexpectedly'), 'en', req).statusCode).toBe(503);
    const dropped = new DriverException(new Error('select 1 - Connection terminated unexpectedly'));
    expect(toBody(dropped, 'en', req).statusCode).toBe(503);
    // The pool's wait ran out (knex's KnexTimeoutError, also wrapped by MikroORM).
    const busy = Object.assign(new Error('Knex: Timeout acquiring a connection.'), {
      name: 'KnexTimeoutError',
    });
    expect(toBody(busy, 'en', req).statusCode).toBe(503);
    expect(
      toBody(Object.assign(new DriverException(busy), { previous: busy }), 'en', req).statusCode,
    ).toBe(503);
    expect(toBody(new DriverException(busy), 'en', req).statusCode).toBe(503);
    // Anything else stays a 500.
    expect(toBody(driverError('42P01'), 'en', req).statusCode).toBe(500);
  });
});

describe('error answers for input that slipped past its rule', () => {
  it('answers a malformed percent-encoding, a too deep body and database input errors with 400', () => {
    expect(toBody(new URIError('URI malformed'), 'en', req)).toMatchObject({
      statusCode: 400,
      message: 'The address contains an invalid percent-encoding.',
    });
    const deep = Object.assign(new Error('deep'), { status: 400, type: 'entity.too.deep' });
    expect(toBody(deep, 'de', req).message).toBe('Der Anfrageinhalt ist zu tief verschachtelt.');
    for (const code of ['22021', '22P05', '22007', '22008', '22P02'])
      expect(toBody(driverError(code), 'de', req).statusCode).toBe(400);
  });

  it('names the field of a NOT NULL violation as required', () => {
    const notNull = new NotNullConstraintViolationException(
      new Error(
        'null value in column "first_name" of relation "booking" violates not-null constraint',
      ),
    );
    expect(toBody(notNull, 'en', req)).toMatchObject({
      statusCode: 400,
      fields: { firstName: 'This field is required' },
    });
  });
});
