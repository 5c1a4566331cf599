import {
  BooleanInput,
  PasswordInput,
  SelectInput,
  TextInput,
  email,
  minLength,
  required,
} from 'react-admin';

export const roleChoices = [
  { id: 'admin', name: 'resources.users.roles.admin' },
  { id: 'staff', name: 'resources.users.roles.staff' },
];

// Mirrors the API's rule (min 12 chars) so the form says so before the server does.
const PASSWORD_MIN_LENGTH = 12;

export const UserInputs = ({ passwordRequired }: { passwordRequired: boolean }) => (
  <>
    <TextInput source="email" type="email" validate={[required(), email()]} />
    <TextInput source="name" validate={required()} />
    <SelectInput source="role" choices={roleChoices} validate={required()} />
    <BooleanInput source="active" />
    <PasswordInput
      source="password"
      autoComplete="new-password"
      helperText={
        passwordRequired
          ? 'resources.users.password_help_create'
          : 'resources.users.password_help_edit'
      }
      validate={
        passwordRequired
          ? [required(), minLength(PASSWORD_MIN_LENGTH)]
          : minLength(PASSWORD_MIN_LENGTH)
      }
    />
  </>
);

interface UserFormValues {
  email: string;
  name: string;
  role: 'admin' | 'staff';
  active: boolean;
  password?: string | null;
}

/**
 * The API whitelists its DTO fields, so the record's read-only fields (id, createdAt, ...) are
 * dropped, and an empty password on edit means "keep the current one".
 */
export const toUserPayload = ({ email, name, role, active, password }: UserFormValues) => ({
  email,
  name,
  role,
  active,
  ...(password ? { password } : {}),
});
