import { queryOptions } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import type { components } from '@contract/openapi';
import { api, ok } from '@/providers/api';

// The system pages' shapes, generated from the contract (kept beside these pages rather than in
// api-types.ts so parallel work on that file does not collide; same source, same types).
type Schemas = components['schemas'];
export type CompanySettings = Schemas['AdminCompanySettingsDto'];
export type CompanySettingsChange = Schemas['UpdateCompanySettingsDto'];
export type PricingSettings = Schemas['PricingSettingsResponseDto'];
export type PaymentMethod = PricingSettings['paymentMethods'][number];
export type Location = Schemas['LocationDto'];
export type LocationChange = Schemas['UpdateLocationDto'];
export type Performance = Schemas['PerformanceDto'];

export const companyQuery = queryOptions({
  queryKey: ['admin', 'company-settings'],
  queryFn: () => ok(api.GET('/api/admin/company-settings')),
});
export const saveCompany = (change: CompanySettingsChange) =>
  ok(api.PUT('/api/admin/company-settings', { body: change }));

export const pricingSettingsQuery = queryOptions({
  queryKey: ['admin', 'pricing-settings'],
  queryFn: () => ok(api.GET('/api/admin/pricing-settings')),
});
export const savePaymentMethods = (paymentMethods: PaymentMethod[]) =>
  ok(api.PUT('/api/admin/pricing-settings', { body: { paymentMethods } }));

export const locationQuery = queryOptions({
  queryKey: ['admin', 'location'],
  queryFn: () => ok(api.GET('/api/admin/location')),
});
export const saveLocation = (change: LocationChange) =>
  ok(api.PUT('/api/admin/location', { body: change }));

export const performanceQuery = queryOptions({
  queryKey: ['admin', 'performance'],
  queryFn: () => ok(api.GET('/api/admin/performance')),
});

/**
 * The API's per-field messages (already in the console's language) as react-admin form errors,
 * so a refused value is marked at its input; undefined when the refusal names no field.
 */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const fields = (error.body as { fields?: Record<string, string> } | undefined)?.fields;
  return fields && Object.keys(fields).length ? fields : undefined;
}
