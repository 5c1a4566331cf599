import { Alert, Box } from '@mui/material';
import {
  CreateButton,
  FilterButton,
  SimpleForm,
  TopToolbar,
  useTranslate,
  type CreateButtonProps,
  type SimpleFormProps,
} from 'react-admin';
import { useIsAdmin } from '@/layout/AdminOnly';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

// The parts of list and edit pages where only administrators change things. Apart from the guard
// in AdminOnly.tsx, which the resource definitions load at start: these bring react-admin's form
// and filter code, which the sign-in screen must not carry.

/** "Create" for administrators only; staff see the list without it. */
export const AdminCreateButton = (props: CreateButtonProps) => {
  const { isAdmin } = useIsAdmin();
  return isAdmin ? <CreateButton {...props} /> : null;
};

/** A list's actions where only administrators create: the filter button, "create" for them. */
export const AdminListActions = ({ filters = true }: { filters?: boolean }) => (
  <TopToolbar>
    {filters && <FilterButton />}
    <AdminCreateButton />
  </TopToolbar>
);

/**
 * An edit form that only administrators can save: for staff every input is disabled, there is no
 * save or delete toolbar, and a line says why — so nobody types changes that a 403 would throw away.
 */
export const AdminForm = ({
  children,
  toolbar,
  warnWhenUnsavedChanges,
  ...props
}: SimpleFormProps) => {
  const { isAdmin, isPending } = useIsAdmin();
  const translate = useTranslate();
  const readOnly = !isPending && !isAdmin;
  return (
    <SimpleForm {...props} disabled={readOnly} toolbar={readOnly ? false : toolbar}>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }} data-testid="read-only">
          {translate('app.admin_only.read_only')}
        </Alert>
      )}
      {readOnly ? (
        // The form's `disabled` reaches the inputs that honour react-hook-form's flag; the
        // fieldset disables every native control inside (number inputs, switches) as well.
        <Box
          component="fieldset"
          disabled
          sx={{ border: 0, p: 0, m: 0, minWidth: 0, width: '100%' }}
        >
          {children}
        </Box>
      ) : (
        children
      )}
      {warnWhenUnsavedChanges && !readOnly && <UnsavedChangesGuard />}
    </SimpleForm>
  );
};
