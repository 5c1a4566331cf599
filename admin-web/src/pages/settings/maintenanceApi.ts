import { queryOptions } from '@tanstack/react-query';
import { API_URL, httpClient } from '@/providers/http';

export interface MaintenanceState {
  active: boolean;
  message: string | null;
  estimatedEndTime: string | null;
}

const url = `${API_URL}/admin/maintenance`;

export const maintenanceQuery = queryOptions({
  queryKey: ['admin', 'maintenance'],
  queryFn: async () => (await httpClient(url)).json as MaintenanceState,
});

export async function saveMaintenance(state: MaintenanceState): Promise<MaintenanceState> {
  const { json } = await httpClient(url, { method: 'PUT', body: JSON.stringify(state) });
  return json as MaintenanceState;
}
