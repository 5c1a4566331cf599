import { Title } from 'react-admin';
import { MaintenanceSettings } from '@/pages/settings/MaintenanceSettings';

/** Grundeinstellungen; further sections (company data, constants) join the maintenance one later. */
export const SettingsPage = () => (
  <>
    <Title title="app.settings.title" />
    <MaintenanceSettings />
  </>
);
