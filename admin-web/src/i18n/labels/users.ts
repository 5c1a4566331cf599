// Labels of the users screens; they land under resources.users (German first).
const de = {
  name: 'Benutzer |||| Benutzer',
  fields: {
    email: 'E-Mail',
    name: 'Name',
    role: 'Rolle',
    active: 'Aktiv',
    password: 'Passwort',
    createdAt: 'Erstellt am',
    lastLoginAt: 'Letzte Anmeldung',
    q: 'Suche',
  },
  roles: {
    admin: 'Administrator',
    staff: 'Mitarbeiter',
  },
  password_help_create: 'Mindestens 12 Zeichen.',
  password_help_edit: 'Leer lassen, um das Passwort nicht zu ändern. Mindestens 12 Zeichen.',
  reset_password: {
    action: 'Passwort zurücksetzen',
    title: 'Neues Passwort für %{email}',
    intro:
      'Das neue Passwort gilt sofort; alle offenen Sitzungen dieses Kontos werden beendet. Es wird nirgends gespeichert oder angezeigt – geben Sie es selbst weiter.',
    own_account:
      'Das ist Ihr eigenes Konto: Nach dem Speichern werden auch Sie abgemeldet und melden sich mit dem neuen Passwort an.',
    new: 'Neues Passwort',
    repeat: 'Passwort wiederholen',
    help: 'Mindestens 12 Zeichen.',
    too_short: 'Mindestens %{min} Zeichen',
    mismatch: 'Die Passwörter stimmen nicht überein',
    generate: 'Passwort erzeugen',
    submit: 'Passwort setzen',
    done: 'Neues Passwort für %{email} gesetzt',
  },
  unlock: {
    action: 'Anmeldesperre aufheben',
    title: 'Anmeldesperre für %{email} aufheben?',
    text: 'Falsche Passwörter und Wartezeiten dieses Kontos werden vergessen, von jeder Adresse aus. Die Aufhebung steht im Anmeldeprotokoll.',
    confirm: 'Aufheben',
    done: 'Anmeldesperre für %{email} aufgehoben',
  },
};

const en: typeof de = {
  name: 'User |||| Users',
  fields: {
    email: 'Email',
    name: 'Name',
    role: 'Role',
    active: 'Active',
    password: 'Password',
    createdAt: 'Created',
    lastLoginAt: 'Last sign-in',
    q: 'Search',
  },
  roles: {
    admin: 'Administrator',
    staff: 'Staff',
  },
  password_help_create: 'At least 12 characters.',
  password_help_edit: 'Leave empty to keep the current password. At least 12 characters.',
  reset_password: {
    action: 'Reset password',
    title: 'New password for %{email}',
    intro:
      'The new password applies at once; every open session of this account ends. It is neither stored nor shown anywhere else: pass it on yourself.',
    own_account:
      'This is your own account: after saving you are signed out too and sign in with the new password.',
    new: 'New password',
    repeat: 'Repeat password',
    help: 'At least 12 characters.',
    too_short: 'At least %{min} characters',
    mismatch: 'The passwords do not match',
    generate: 'Generate a password',
    submit: 'Set password',
    done: 'New password set for %{email}',
  },
  unlock: {
    action: 'Lift sign-in lock',
    title: 'Lift the sign-in lock of %{email}?',
    text: 'The wrong passwords and waits of this account are forgotten, from every address. The unlock is recorded in the sign-in log.',
    confirm: 'Lift lock',
    done: 'Sign-in lock of %{email} lifted',
  },
};

export const labels = { de, en };
