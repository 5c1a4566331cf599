import { queryOptions } from '@tanstack/react-query';
import type { MaintenanceState } from '@/api-types';
import { api, ok } from '@/providers/api';

export type { MaintenanceState } from '../../api-types';

export const maintenanceQuery = queryOptions({
  queryKey: ['admin', 'maintenance'],
  queryFn: () => ok(api.GET('/api/admin/maintenance')),
});

export function saveMaintenance(state: MaintenanceState): Promise<MaintenanceState> {
  return ok(api.PUT('/api/admin/maintenance', { body: state }));
}
