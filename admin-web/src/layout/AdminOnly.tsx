import type { ComponentType, ReactNode } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Loading, Title, useBasename, usePermissions, useTranslate } from 'react-admin';

/**
 * Roles in the console. The API decides (staff get 403 on administrators' routes); the console
 * only spares staff pages that would half work: a list that offers "create", a form that takes
 * edits and loses them at save, a page that spins on a 403.
 */
export function useIsAdmin(): { isAdmin: boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<string>();
  return { isAdmin: permissions === 'admin', isPending };
}

/** The one page staff see where only administrators work, reached by menu, link or address. */
export const AdminOnlyNotice = () => {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ mt: 2, maxWidth: 640 }} data-testid="admin-only">
      <Title title="app.admin_only.title" />
      <Card>
        <CardContent>
          <Typography
            variant="h5"
            component="h1"
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <LockIcon color="action" aria-hidden />
            {translate('app.admin_only.title')}
          </Typography>
          <Typography sx={{ mt: 1.5 }}>{translate('app.admin_only.text')}</Typography>
          <Button component={Link} to={`${basename}/dashboard`} variant="contained" sx={{ mt: 2 }}>
            {translate('app.admin_only.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};

/** Renders its page for administrators, the notice for everyone else (nothing is fetched). */
export const AdminOnly = ({ children }: { children: ReactNode }) => {
  const { isAdmin, isPending } = useIsAdmin();
  if (isPending) return <Loading />;
  return isAdmin ? children : <AdminOnlyNotice />;
};

/** A resource view (list, create, edit) only administrators use. */
export function adminOnly<P extends object>(View: ComponentType<P>): ComponentType<P> {
  const Guarded = (props: P) => (
    <AdminOnly>
      <View {...props} />
    </AdminOnly>
  );
  Guarded.displayName = `AdminOnly(${View.displayName ?? View.name ?? 'View'})`;
  return Guarded;
}
