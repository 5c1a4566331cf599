import { queryOptions } from '@tanstack/react-query';
import type { MaintenanceState } from '@/api-types';
import { API_URL, httpClient } from '@/providers/http';

export type { MaintenanceState } from '../../api-types';

const url = `${API_URL}/admin/maintenance`;

export const maintenanceQuery = queryOptions({
  queryKey: ['admin', 'maintenance'],
  queryFn: async () => (await httpClient(url)).json as MaintenanceState,
});

export async function saveMaintenance(state: MaintenanceState): Promise<MaintenanceState> {
  const { json } = await httpClient(url, { method: 'PUT', body: JSON.stringify(state) });
  return json as MaintenanceState;
}
