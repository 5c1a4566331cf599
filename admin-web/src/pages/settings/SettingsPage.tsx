import { Box } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { CompanySettingsForm } from '@/pages/settings/CompanySettingsForm';
import { MaintenanceSettings } from '@/pages/settings/MaintenanceSettings';
import { PaymentMethodsForm } from '@/pages/settings/PaymentMethodsForm';

/** Grundeinstellungen: company and imprint data, times, bank, payment methods, maintenance. */
export const SettingsPage = () => {
  const { permissions } = usePermissions<string>();
  const canEdit = permissions === 'admin';
  return (
    <Box sx={{ pb: 2, mt: 1 }}>
      <Title title="app.settings.title" />
      <CompanySettingsForm canEdit={canEdit} />
      <PaymentMethodsForm canEdit={canEdit} />
      <MaintenanceSettings />
    </Box>
  );
};
