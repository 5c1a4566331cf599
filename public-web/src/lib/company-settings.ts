import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface CompanySettings {
  companyName: string;
  postalCode: string;
  city: string;
  address: string;
  country: string;
  phone: string;
  emergencyPhone: string;
  email: string;
  website: string;
  checkInTime: string;
  checkOutTime: string;
  logoLight: string | null;
  logoDark: string | null;
}

const MINUTE = 60_000;

// Shared by every feature (landing, footer, maintenance), so it lives in lib, not in a feature.
export const companySettingsQuery = queryOptions({
  queryKey: ['company-settings'],
  queryFn: () => api.get<CompanySettings>('/api/company-settings'),
  staleTime: 20 * MINUTE,
  gcTime: 40 * MINUTE,
});

export const useCompanySettings = () => useQuery(companySettingsQuery);
