/** The shapes of /api/admin/bookings and its neighbours, as far as the screens read them. */
export interface QuoteLine {
  kind: 'pitch' | 'extra_person' | 'extra' | 'tourist_tax';
  code: string;
  label: { de: string; en: string };
  quantity: number;
  unit: 'night' | 'person_night' | 'day' | 'stay';
  unitPriceCents: number;
  totalCents: number;
  vatRateBp: number;
}

export interface Quote {
  nights: number;
  lines: QuoteLine[];
  vat: { rateBp: number; netCents: number; vatCents: number; grossCents: number }[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  touristTaxCents: number;
  totalCents: number;
}

export interface ExtraPick {
  code: string;
  quantity: number;
}

export interface BookingRecord {
  id: string;
  number: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
  paymentStatus: string;
  paymentMethod: string | null;
  channel: string;
  pitchId: string;
  pitchCode: string;
  categoryId: string;
  categorySlug: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
  extras: (ExtraPick & { extraId?: string })[];
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  uid: string | null;
  language: 'de' | 'en';
  notes: string;
  quote: Quote;
  totalCents: number;
  confirmedAt: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  cancellationFeeCents: number;
  createdBy: string | null;
  createdAt: string;
}

export interface ExtraRecord {
  id: string;
  code: string;
  nameDe: string;
  nameEn: string;
  priceCents: number;
  unit: 'per_night' | 'per_person_night' | 'per_day' | 'per_stay';
  mandatory: boolean;
  requiresElectricity: boolean;
  maxQuantity: number;
  active: boolean;
}
