/**
 * The messages the server itself sends (envelope messages, socket notices), in each language the
 * admin offers. `getTranslations` answers with one of these; the admin merges them under `server.`.
 */
export const SERVER_MESSAGES: Record<string, Record<string, string>> = {
  en: {
    'session.expired': 'Your session has expired or was ended. Please sign in again.',
    'session.valid': 'Token is valid.',
    'session.extended': 'Session extended successfully!',
    'login.invalid': 'Invalid username or password. Please try to login again.',
    'login.inactive': 'Your account is not active. Please contact your administrator.',
    'login.tooMany': 'Too many failed sign-in attempts. Please try again later.',
    'support.started': 'Support session started',
    'support.stopped': 'Support session stopped',
    'user.rolesSaved': 'User roles saved successfully!',
    'user.includedSaved': 'User included permissions saved successfully!',
    'user.excludedSaved': 'User excluded permissions saved successfully!',
    'loggers.saved': 'Plugin level saved successfully',
  },
  de: {
    'session.expired': 'Ihre Sitzung ist abgelaufen oder wurde beendet. Bitte melden Sie sich erneut an.',
    'session.valid': 'Token ist gültig.',
    'session.extended': 'Sitzung erfolgreich verlängert!',
    'login.invalid': 'Ungültiger Benutzername oder ungültiges Passwort. Bitte versuchen Sie es erneut.',
    'login.inactive': 'Ihr Konto ist nicht aktiv. Bitte wenden Sie sich an Ihren Administrator.',
    'login.tooMany': 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    'support.started': 'Support-Sitzung gestartet',
    'support.stopped': 'Support-Sitzung beendet',
    'user.rolesSaved': 'Benutzerrollen erfolgreich gespeichert!',
    'user.includedSaved': 'Zusätzliche Berechtigungen erfolgreich gespeichert!',
    'user.excludedSaved': 'Ausgeschlossene Berechtigungen erfolgreich gespeichert!',
    'loggers.saved': 'Protokollstufe erfolgreich gespeichert',
  },
};

export const SUPPORTED_LANGUAGES = Object.keys(SERVER_MESSAGES);
