import { Stack } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { AuthEventsCard } from '@/pages/security/AuthEventsCard';
import { ChangePasswordCard } from '@/pages/security/ChangePasswordCard';
import { GateKeysCard } from '@/pages/security/GateKeysCard';
import { AllSessionsCard, OwnSessionsCard } from '@/pages/security/SessionsCard';

/**
 * Sicherheit (/admin/security). Every member changes their own password and sees their own
 * sessions; administrators also see everyone's sessions, the sign-in log and the gate API keys.
 */
export const SecurityPage = () => {
  const { permissions } = usePermissions<string>();
  const isAdmin = permissions === 'admin';
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="resources.security.title" />
      <ChangePasswordCard />
      <OwnSessionsCard />
      {isAdmin && (
        <>
          <GateKeysCard />
          <AllSessionsCard />
          <AuthEventsCard />
        </>
      )}
    </Stack>
  );
};
