import request from 'supertest';
import type { components } from 'src/contract/openapi';
import { guest, type DemoCatalog } from './catalog';
import { solidPng } from './images';
import type { TestApp } from './test-app';
import { confirmByMail } from './verification';

type PersonInput = components['schemas']['RegistrationPersonInputDto'];

/** A drawn signature as the registration form sends it: a real PNG. */
export const signature = `data:image/png;base64,${solidPng(240, 80, [20, 20, 20]).toString('base64')}`;

/**
 * A Dutch family who register: two adults with a passport and an ID card, and an Austrian child
 * (a child needs no document).
 */
export const dutchFamily = [
  {
    firstName: 'Jan',
    lastName: 'de Vries',
    birthDate: '1984-03-17',
    sex: 'male',
    nationality: 'NL',
    street: 'Keizersgracht 12',
    postalCode: '1015 CS',
    city: 'Amsterdam',
    country: 'NL',
    documentType: 'passport',
    documentNumber: 'NX4K81P02',
    documentIssuedOn: '2019-05-14',
    documentAuthority: 'Gemeente Amsterdam',
  },
  {
    firstName: 'Sanne',
    lastName: 'de Vries',
    birthDate: '1986-11-02',
    sex: 'female',
    nationality: 'NL',
    street: 'Keizersgracht 12',
    postalCode: '1015 CS',
    city: 'Amsterdam',
    country: 'NL',
    documentType: 'id_card',
    documentNumber: 'IR7Y3Q2K9',
    documentIssuedOn: '2021-02-01',
    documentAuthority: 'Gemeente Amsterdam',
  },
  {
    firstName: 'Lotte',
    lastName: 'Gruber',
    birthDate: '2016-06-30',
    sex: 'diverse',
    nationality: 'AT',
    street: 'Keizersgracht 12',
    postalCode: '1015 CS',
    city: 'Amsterdam',
    country: 'NL',
  },
] satisfies PersonInput[];

/** A stay of two adults and a child on a demo pitch, confirmed through the mail link unless not. */
export async function bookFamilyStay(
  t: TestApp,
  demo: DemoCatalog,
  pitch: string,
  checkIn: string,
  checkOut: string,
  confirm = true,
): Promise<{ id: string; token: string; number: string }> {
  const hold = await request(t.server)
    .post('/api/bookings')
    .send({ ...guest, pitchId: demo.pitch(pitch).id, checkIn, checkOut, adults: 2, children: 1 })
    .expect(201);
  const b = hold.body as { id: string; token: string; number: string };
  if (confirm) await confirmByMail(t, b);
  return b;
}
