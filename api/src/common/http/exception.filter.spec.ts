import { DriverException } from '@mikro-orm/core';
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
