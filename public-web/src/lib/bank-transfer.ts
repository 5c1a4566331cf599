/** An IBAN in groups of four, as printed on cards and invoices: `AT61 1904 3002 3457 3201`. */
export const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The QR is the API's own image of this booking (or, from older answers, an inline image). */
const GIROCODE = /^(\/api\/bookings\/[0-9a-f-]{36}\/girocode\.svg\?token=[\w%-]+$|data:image\/)/;

export const isGirocodeAddress = (qr: string) => GIROCODE.test(qr);
