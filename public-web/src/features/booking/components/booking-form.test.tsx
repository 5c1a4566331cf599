import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  Availability,
  AvailabilityPitch,
  PublicCategory,
  PublicFeatureToggles,
  Quote,
} from '@/lib/api-types';
import { json, renderApp, stubApi } from '@/testing/render-app';

const category = (slug: string, name: string, maxPersons = 6): PublicCategory => ({
  id: `00000000-0000-4000-8000-00000000000${slug.length}`,
  slug,
  name: { de: name, en: name },
  description: { de: '', en: '' },
  priceFromCents: 3500,
  personsIncluded: 2,
  maxPersons,
  maxVehicleLengthM: null,
  imageUrl: '/images/categories/tent.svg',
  sortOrder: slug.length,
});
const CATEGORIES = [category('tent', 'Zelt', 4), category('caravan', 'Wohnwagen')];

// Only what the form reads of the quote.
const quote = { nights: 3, totalCents: 14_100, minStayNights: 1 } satisfies Partial<Quote>;

const address = () => screen.getByTestId('address').textContent;
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Verfügbare Stellplätze anzeigen' }));

describe('the booking form on the landing page', () => {
  it('gives way to the closed notice while staff have switched online booking off', async () => {
    stubApi({
      '/api/categories': () => json(200, CATEGORIES),
      '/api/feature-toggles': () =>
        json(200, {
          storyGenerator: true,
          bookingEnabled: false,
        } satisfies Partial<PublicFeatureToggles>),
    });
    renderApp('/de');
    expect(await screen.findByTestId('booking-closed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('booking-closed').textContent).toMatch(
      /^Online-Buchungen sind derzeit geschlossen/,
    );
    expect(screen.queryByRole('button', { name: 'Verfügbare Stellplätze anzeigen' })).toBeNull();
  });

  it('refuses children = -2 and adults = 2.5 and keeps them out of the address', async () => {
    stubApi({ '/api/categories': () => json(200, CATEGORIES) });
    renderApp('/de');
    await screen.findByRole('radio', { name: /Wohnwagen/ });
    type('Anreise', '2027-05-10');
    type('Abreise', '2027-05-13');
    type('Erwachsene', '2.5');
    type('Kinder (bis 14 Jahre)', '-2');
    submit();
    expect(
      await screen.findByText('Bitte geben Sie eine ganze Zahl von 1 bis 20 Erwachsenen an'),
    ).toBeTruthy();
    expect(
      screen.getByText('Bitte geben Sie eine ganze Zahl von 0 bis 20 Kindern an'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field('Erwachsene'));
    expect(address()).toBe('/de');
  });

  it('shows the live price and hands the whole choice to the pitch selection', async () => {
    stubApi({
      '/api/categories': () => json(200, CATEGORIES),
      '/api/bookings/quote': () => json(200, quote),
    });
    renderApp('/de');
    fireEvent.click(await screen.findByRole('radio', { name: /Wohnwagen/ }));
    type('Anreise', '2027-05-10');
    type('Abreise', '2027-05-13');
    type('Kinder (bis 14 Jahre)', '1');
    expect(await screen.findByText(/3 Nächte ab 141,00\s€/)).toBeTruthy();
    submit();
    await waitFor(() =>
      expect(address()).toBe(
        '/de/stellplatz-auswahl?checkIn=2027-05-10&checkOut=2027-05-13&category=caravan&adults=2&children=1',
      ),
    );
  });

  it("blocks a stay shorter than the season's minimum with the API's message", async () => {
    stubApi({
      '/api/categories': () => json(200, CATEGORIES),
      '/api/bookings/quote': () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'checkOut: In diesem Zeitraum beträgt der Mindestaufenthalt 3 Nächte',
          fields: { checkOut: 'In diesem Zeitraum beträgt der Mindestaufenthalt 3 Nächte' },
        } satisfies ApiErrorBody),
    });
    renderApp('/de');
    await screen.findByRole('radio', { name: /Zelt/ });
    type('Anreise', '2027-07-10');
    type('Abreise', '2027-07-11');
    expect(
      await screen.findByText('In diesem Zeitraum beträgt der Mindestaufenthalt 3 Nächte'),
    ).toBeTruthy();
    expect(field('Abreise').getAttribute('aria-invalid')).toBe('true');
    submit();
    expect(address()).toBe('/de');
  });

  it('says a pitch type is fully booked for the dates and offers the waitlist, instead of a price', async () => {
    const caravan = CATEGORIES[1];
    const pitch = (
      code: string,
      categoryId: string,
      state: AvailabilityPitch['state'],
    ): AvailabilityPitch => ({
      id: `p-${code}`,
      code,
      categoryId,
      x: 10,
      y: 10,
      hasElectricity: true,
      state,
    });
    const stay = 'checkIn=2027-08-01&checkOut=2027-08-04&adults=2&children=0';
    stubApi({
      '/api/categories': () => json(200, CATEGORIES),
      '/api/bookings/quote': () => json(200, quote),
      [`/api/availability?${stay}&categoryId=${caravan.id}`]: () =>
        json(200, {
          checkIn: '2027-08-01',
          checkOut: '2027-08-04',
          nights: 3,
          pitches: [
            pitch('B1', caravan.id, 'occupied'),
            pitch('B2', caravan.id, 'occupied'),
            pitch('A1', CATEGORIES[0].id, 'blocked'),
          ],
        } satisfies Availability),
    });
    renderApp('/en');
    fireEvent.click(await screen.findByRole('radio', { name: /Wohnwagen/ }));
    type('Arrival', '2027-08-01');
    type('Departure', '2027-08-04');
    // The search settles for a moment before availability is asked (a busy machine takes longer).
    await waitFor(
      () =>
        expect(screen.getByTestId('stay-price').textContent).toBe(
          'Wohnwagen: sorry, fully booked for these dates. Please choose other dates or another pitch type.',
        ),
      { timeout: 5000 },
    );
    expect(screen.queryByText(/3 nights from/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Join the waitlist' });
    expect(link.getAttribute('href')).toBe(
      '/en/pitch-selection?checkIn=2027-08-01&checkOut=2027-08-04&category=caravan&adults=2&children=0#waitlist',
    );
  });

  it('starts from the search in the address (Back, "Zum Buchungsformular")', async () => {
    stubApi({
      '/api/categories': () => json(200, CATEGORIES),
      '/api/bookings/quote': () => json(200, quote),
    });
    renderApp('/de?checkIn=2027-05-10&checkOut=2027-05-13&category=caravan&adults=3&children=1');
    expect(await screen.findByRole('radio', { name: /Wohnwagen/ })).toHaveProperty('checked', true);
    expect((field('Anreise') as HTMLInputElement).value).toBe('2027-05-10');
    expect((field('Erwachsene') as HTMLInputElement).value).toBe('3');
    expect((field('Kinder (bis 14 Jahre)') as HTMLInputElement).value).toBe('1');
  });
});
