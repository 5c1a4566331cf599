/**
 * Shown while company settings load or when the API cannot answer (e.g. during maintenance).
 * Matches the operator the API seeds, so guests never see an empty contact.
 */
export const fallbackCompany = {
  companyName: 'Alpencamp Dachsteinblick',
  address: 'Rohrmoosstraße 128',
  postalCode: '8970',
  city: 'Schladming',
  phone: '+43 3687 61234',
  emergencyPhone: '+43 664 1234567',
  email: 'info@alpencamp-dachstein.at',
} as const;
