import { Box, Button, Divider, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout, useNotify, useSidebarState, useTranslate } from 'react-admin';
import type { LogoutParams } from '@/providers/authProvider';
import { Notice } from '@/layout/Notice';

/** Signs out and says so (used by the sidebar and the app bar's user menu). */
export function useSignOut() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  return () => {
    const params: LogoutParams = {
      onSignedOut: (confirmed) =>
        notify(
          <Notice
            severity="info"
            title={translate('app.logout.title')}
            text={translate(confirmed ? 'app.logout.success' : 'app.logout.failed')}
          />,
        ),
    };
    void logout(params);
  };
}

export const SidebarUser = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [open] = useSidebarState();
  const signOut = useSignOut();

  return (
    <Box component="li" sx={{ listStyle: 'none', mt: 'auto', pt: 2 }}>
      <Divider />
      {open && (
        <Box sx={{ px: 2, pt: 1.5 }}>
          <Typography variant="body2" noWrap title={identity?.fullName}>
            {identity?.fullName ?? translate('app.sidebar.fallback_user')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('app.sidebar.role')}
          </Typography>
        </Box>
      )}
      <Button
        onClick={signOut}
        startIcon={<LogoutIcon />}
        color="inherit"
        sx={{ m: 1, justifyContent: 'flex-start' }}
        aria-label={translate('app.sidebar.logout')}
      >
        {open && translate('app.sidebar.logout')}
      </Button>
    </Box>
  );
};
