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
