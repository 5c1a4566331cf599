import { queryOptions } from '@tanstack/react-query';
import type { components } from '@contract/openapi';
import { api, ok } from '@/providers/api';

type Schemas = components['schemas'];
export type IcalOverview = Schemas['IcalOverviewDto'];
export type IcalPitch = Schemas['IcalPitchDto'];
export type IcalFeed = Schemas['IcalFeedDto'];

export const icalQuery = queryOptions({
  queryKey: ['admin', 'ical'],
  queryFn: () => ok(api.GET('/api/admin/ical')),
});

export const rotateKey = (pitchId: string) =>
  ok(api.POST('/api/admin/ical/pitches/{pitchId}/rotate-key', { params: { path: { pitchId } } }));
export const addFeed = (body: { pitchId: string; name: string; url: string }) =>
  ok(api.POST('/api/admin/ical/feeds', { body }));
export const refreshFeed = (id: string) =>
  ok(api.POST('/api/admin/ical/feeds/{id}/refresh', { params: { path: { id } } }));
export const removeFeed = (id: string) =>
  ok(api.DELETE('/api/admin/ical/feeds/{id}', { params: { path: { id } } }));
