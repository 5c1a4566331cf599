import type { Logos, PitchMap, SitePlanImage } from '@/api-types';
import { API_URL, httpClient } from '@/providers/http';

export const formatBytes = (n: number): string =>
  n >= 1024 * 1024
    ? `${+(n / 1024 / 1024).toFixed(1)} MB`
    : n >= 1024
      ? `${Math.round(n / 1024)} kB`
      : `${n} B`;

/** One image as the multipart field `file`; the API sniffs and checks it. */
const asForm = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

export const pitchMapKey = ['admin', 'pitch-map'] as const;
export const logosKey = ['admin', 'logo'] as const;

export const fetchPitchMap = async () =>
  (await httpClient(`${API_URL}/admin/pitch-map`)).json as PitchMap;

export const uploadPlan = async (file: File) =>
  (await httpClient(`${API_URL}/admin/pitch-map/plan`, { method: 'PUT', body: asForm(file) }))
    .json as SitePlanImage;

export const removePlan = async () =>
  (await httpClient(`${API_URL}/admin/pitch-map/plan`, { method: 'DELETE' })).json as SitePlanImage;

export const savePositions = async (positions: { id: string; x: number; y: number }[]) =>
  (
    await httpClient(`${API_URL}/admin/pitch-map/positions`, {
      method: 'PUT',
      body: JSON.stringify({ positions }),
    })
  ).json as { updated: number };

export const fetchLogos = async () => (await httpClient(`${API_URL}/admin/logo`)).json as Logos;

export const uploadLogo = async (variant: 'light' | 'dark', file: File) =>
  (await httpClient(`${API_URL}/admin/logo/${variant}`, { method: 'PUT', body: asForm(file) }))
    .json as Logos;

export const removeLogo = async (variant: 'light' | 'dark') =>
  (await httpClient(`${API_URL}/admin/logo/${variant}`, { method: 'DELETE' })).json as Logos;
