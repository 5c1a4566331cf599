import { Title } from 'react-admin';
import { MaintenanceSettings } from './MaintenanceSettings';

/** Grundeinstellungen; further sections (company data, constants) join the maintenance one later. */
export const SettingsPage = () => (
  <>
    <Title title="app.settings.title" />
    <MaintenanceSettings />
  </>
);
