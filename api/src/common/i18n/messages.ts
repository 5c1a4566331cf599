/**
 * Texts the API sends to people (guests and staff), German first. Keys are stable identifiers used
 * by services and the exception filter; `{name}` placeholders are filled by `translate`.
 */
export const messages = {
  de: {
    'error.badRequest': 'Ungültige Anfrage.',
    'error.malformedJson': 'Der Anfrageinhalt ist kein gültiges JSON.',
    'error.payloadTooLarge': 'Die Anfrage ist zu groß.',
    'error.unauthorized': 'Bitte melden Sie sich an.',
    'error.forbidden': 'Zugriff verweigert.',
    'error.notFound': 'Nicht gefunden.',
    'error.routeNotFound': 'Diese Adresse gibt es nicht: {method} {path}',
    'error.conflict': 'Der Vorgang steht im Konflikt mit vorhandenen Daten.',
    'error.duplicate': 'Ein Eintrag mit diesem Wert existiert bereits.',
    'error.internal': 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    'error.csrf': 'Sicherheitstoken fehlt oder ist ungültig. Bitte laden Sie die Seite neu.',
    'error.serviceUnavailable': 'Der Dienst ist vorübergehend nicht verfügbar.',
    'validation.required': 'Dieses Feld ist erforderlich',
    'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    'validation.unknownField': 'Unbekanntes Feld: {field}',
    'validation.type': 'Ungültiger Wert für {field}',
    'validation.tooShort': '{field} muss mindestens {min} Zeichen lang sein',
    'validation.tooLong': '{field} darf höchstens {max} Zeichen lang sein',
    'validation.oneOf': '{field} muss einer der folgenden Werte sein: {values}',
    'validation.invalid': 'Ungültige Eingabe für {field}',
    'list.badParam': 'Ungültiger Listenparameter {param}: {reason}',
    'list.unknownSort': 'Nach {field} kann nicht sortiert werden',
    'list.unknownFilter': 'Nach {field} kann nicht gefiltert werden',
    'auth.loginSuccess': 'Anmeldung erfolgreich',
    'auth.invalidCredentials': 'E-Mail-Adresse oder Passwort ist falsch.',
    'auth.tooManyAttempts':
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
    'auth.loggedOut': 'Sie wurden erfolgreich abgemeldet.',
    'auth.staffOnly': 'Dieser Bereich ist nur für Mitarbeiter zugänglich.',
    'auth.adminOnly': 'Dafür sind Administratorrechte nötig.',
    'users.emailTaken': 'Diese E-Mail-Adresse wird bereits verwendet.',
    'users.lastAdmin':
      'Der letzte aktive Administrator kann nicht entfernt oder herabgestuft werden.',
    'users.notSelf': 'Sie können Ihr eigenes Konto nicht löschen.',
    'maintenance.defaultMessage':
      'Das System wird derzeit gewartet. Wir sind bald wieder für Sie da.',
  },
  en: {
    'error.badRequest': 'Bad request.',
    'error.malformedJson': 'The request body is not valid JSON.',
    'error.payloadTooLarge': 'The request is too large.',
    'error.unauthorized': 'Please sign in.',
    'error.forbidden': 'Access denied.',
    'error.notFound': 'Not found.',
    'error.routeNotFound': 'No such address: {method} {path}',
    'error.conflict': 'The operation conflicts with existing data.',
    'error.duplicate': 'An entry with this value already exists.',
    'error.internal': 'An internal error occurred. Please try again later.',
    'error.csrf': 'Security token missing or invalid. Please reload the page.',
    'error.serviceUnavailable': 'The service is temporarily unavailable.',
    'validation.required': 'This field is required',
    'validation.email': 'Please enter a valid email address',
    'validation.unknownField': 'Unknown field: {field}',
    'validation.type': 'Invalid value for {field}',
    'validation.tooShort': '{field} must be at least {min} characters long',
    'validation.tooLong': '{field} must be at most {max} characters long',
    'validation.oneOf': '{field} must be one of: {values}',
    'validation.invalid': 'Invalid input for {field}',
    'list.badParam': 'Invalid list parameter {param}: {reason}',
    'list.unknownSort': 'Cannot sort by {field}',
    'list.unknownFilter': 'Cannot filter by {field}',
    'auth.loginSuccess': 'Login successful',
    'auth.invalidCredentials': 'Email address or password is incorrect.',
    'auth.tooManyAttempts': 'Too many login attempts. Please try again in {minutes} minutes.',
    'auth.loggedOut': 'You have been signed out.',
    'auth.staffOnly': 'This area is for staff only.',
    'auth.adminOnly': 'This needs administrator rights.',
    'users.emailTaken': 'This email address is already in use.',
    'users.lastAdmin': 'The last active administrator cannot be removed or demoted.',
    'users.notSelf': 'You cannot delete your own account.',
    'maintenance.defaultMessage': 'The system is under maintenance. We will be back soon.',
  },
} as const;

export type Lang = keyof typeof messages;
export type MessageKey = keyof (typeof messages)['de'];
export type MessageParams = Record<string, string | number>;

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template: string = messages[lang][key] ?? messages.de[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
