import QRCode from 'qrcode';
import { compactIban, isValidIban } from 'src/common/validation/iban';
import { EpcDataError, epcPayload, epcQrPng, epcQrSvg } from './epc-qr';

const transfer = {
  name: 'Alpencamp Dachsteinblick GmbH',
  iban: 'AT43 3837 7000 0045 6789',
  bic: 'RZSTAT2G377',
  amountCents: 12_345,
  reference: 'Buchung 2027-00042',
};

describe('IBAN check digits', () => {
  it.each([
    'AT433837700000456789',
    'AT61 1904 3002 3457 3201',
    'DE89 3704 0044 0532 0130 00',
    'de89370400440532013000',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ['a changed digit', 'AT433837700000456788'],
    ['swapped digits', 'AT433837700000456798'],
    ['a wrong length for Austria', 'AT4338377000004567890'],
    ['letters in the check digits', 'ATXX3837700000456789'],
    ['nothing', ''],
  ])('refuses %s', (_why, iban) => expect(isValidIban(iban)).toBe(false));

  it('compacts blanks and case', () =>
    expect(compactIban(' at43 3837 7000 0045 6789 ')).toBe('AT433837700000456789'));
});

describe('EPC069-12 payload (GiroCode, version 002)', () => {
  it('has the lines a banking app reads, in order, without trailing empty lines', () => {
    expect(epcPayload(transfer).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'RZSTAT2G377',
      'Alpencamp Dachsteinblick GmbH',
      'AT433837700000456789',
      'EUR123.45',
      '',
      '',
      'Buchung 2027-00042',
    ]);
  });

  it('writes cents with two digits and leaves the BIC line empty when there is none', () => {
    const lines = epcPayload({ ...transfer, bic: null, amountCents: 1005 }).split('\n');
    expect(lines[4]).toBe('');
    expect(lines[7]).toBe('EUR10.05');
  });

  it('keeps a line break in a field from shifting the lines', () => {
    const lines = epcPayload({ ...transfer, name: 'Alpen\ncamp', reference: 'a\r\nb' }).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[5]).toBe('Alpen camp');
    expect(lines[10]).toBe('a b');
  });

  it.each([
    ['a wrong IBAN', { iban: 'AT433837700000456788' }],
    ['a malformed BIC', { bic: 'RZST' }],
    ['no amount', { amountCents: 0 }],
    ['a fractional amount', { amountCents: 10.5 }],
    ['a name over 70 characters', { name: 'x'.repeat(71) }],
    ['an empty name', { name: '  ' }],
    ['a reference over 140 characters', { reference: 'r'.repeat(141) }],
  ])('refuses %s', (_why, change) =>
    expect(() => epcPayload({ ...transfer, ...change })).toThrow(EpcDataError),
  );

  it('leaves the quiet zone ISO/IEC 18004 asks for: four light modules on every side', async () => {
    const payload = epcPayload(transfer);
    const symbol = QRCode.create([{ data: Buffer.from(payload, 'utf8'), mode: 'byte' }], {
      errorCorrectionLevel: 'M',
    }).modules.size;
    const svg = await epcQrSvg(payload);
    const side = symbol + 8;
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}"`);
    // The finder pattern's top-left module is the first dark one: four modules in from each edge.
    expect(svg).toMatch(/<path[^>]*stroke="#000000"[^>]* d="M4 4\.5h7/);
  });

  it('renders an SVG and a PNG', async () => {
    const payload = epcPayload(transfer);
    const svg = await epcQrSvg(payload);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    const png = await epcQrPng(payload);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.length).toBeGreaterThan(500);
  });
});
