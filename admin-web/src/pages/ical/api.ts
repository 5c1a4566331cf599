import { queryOptions } from '@tanstack/react-query';
import type { components } from '@contract/openapi';
import { API_URL, httpClient } from '@/providers/http';

type Schemas = components['schemas'];
export type IcalOverview = Schemas['IcalOverviewDto'];
export type IcalPitch = Schemas['IcalPitchDto'];
export type IcalFeed = Schemas['IcalFeedDto'];

const send = async <T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> =>
  (
    await httpClient(`${API_URL}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  ).json as T;

export const icalQuery = queryOptions({
  queryKey: ['admin', 'ical'],
  queryFn: async () => (await httpClient(`${API_URL}/admin/ical`)).json as IcalOverview,
});

export const rotateKey = (pitchId: string) =>
  send<IcalOverview>('POST', `/admin/ical/pitches/${pitchId}/rotate-key`);
export const addFeed = (body: { pitchId: string; name: string; url: string }) =>
  send<IcalFeed>('POST', '/admin/ical/feeds', body);
export const refreshFeed = (id: string) =>
  send<IcalFeed>('POST', `/admin/ical/feeds/${id}/refresh`);
export const removeFeed = (id: string) => send<IcalFeed>('DELETE', `/admin/ical/feeds/${id}`);
