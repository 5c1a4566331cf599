import { api, asFormData, ok } from '@/providers/api';

export const formatBytes = (n: number): string =>
  n >= 1024 * 1024
    ? `${+(n / 1024 / 1024).toFixed(1)} MB`
    : n >= 1024
      ? `${Math.round(n / 1024)} kB`
      : `${n} B`;

/** One image as the multipart field `file`; the API sniffs and checks it. */
const upload = (file: File) => ({ body: { file }, bodySerializer: asFormData });

export const pitchMapKey = ['admin', 'pitch-map'] as const;
export const logosKey = ['admin', 'logo'] as const;

export const fetchPitchMap = () => ok(api.GET('/api/admin/pitch-map'));

export const uploadPlan = (file: File) => ok(api.PUT('/api/admin/pitch-map/plan', upload(file)));

export const removePlan = () => ok(api.DELETE('/api/admin/pitch-map/plan'));

export const savePositions = (positions: { id: string; x: number; y: number }[]) =>
  ok(api.PUT('/api/admin/pitch-map/positions', { body: { positions } }));

export const fetchLogos = () => ok(api.GET('/api/admin/logo'));

const logo = (variant: 'light' | 'dark') => ({ path: { variant } });

export const uploadLogo = (variant: 'light' | 'dark', file: File) =>
  ok(api.PUT('/api/admin/logo/{variant}', { params: logo(variant), ...upload(file) }));

export const removeLogo = (variant: 'light' | 'dark') =>
  ok(api.DELETE('/api/admin/logo/{variant}', { params: logo(variant) }));
