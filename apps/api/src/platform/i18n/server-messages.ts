import { RELATIVE_RANGES, SCHEDULE_FORMATS } from '@backoffice/contracts';
import type { ScheduleProblem } from '@backoffice/domain';

/** The keys of the schedule refusals (ErrorCode.ScheduleInvalid), a text for every problem libs/domain names. */
function scheduleInvalid(texts: Record<ScheduleProblem['code'], string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([problem, text]) => [`app.errors.schedule_invalid.${problem}`, text]));
}

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
    // Scorecard refusals (ErrorCode.ScorecardInvalid): the admin words them with the values of result.data.
    'app.errors.scorecard_invalid.scorecard_missing': 'Answers need the ScorecardID of the form they answer.',
    'app.errors.scorecard_invalid.name_missing': 'The scorecard needs a name.',
    'app.errors.scorecard_invalid.no_sections': 'The scorecard needs at least one section.',
    'app.errors.scorecard_invalid.too_many_sections': 'A scorecard may have at most %{Max} sections.',
    'app.errors.scorecard_invalid.too_many_questions': 'A scorecard may have at most %{Max} questions.',
    'app.errors.scorecard_invalid.section_name_missing': 'Section %{Position} needs a name.',
    'app.errors.scorecard_invalid.section_empty': 'Section "%{Section}" needs at least one question.',
    'app.errors.scorecard_invalid.question_text_missing': 'Question %{Position} of section "%{Section}" needs a text.',
    'app.errors.scorecard_invalid.weight_invalid': 'The weight of "%{Question}" must be a number from 0 to %{Max}.',
    'app.errors.scorecard_invalid.answer_type_invalid': 'The answer type of "%{Question}" must be yes_no_na or scale_1_5.',
    'app.errors.scorecard_invalid.weights_zero': 'The weights of the scorecard are all 0: at least one question must weigh more than 0.',
    'app.errors.scorecard_invalid.answer_unknown_question': 'Question %{QuestionID} is not on the scorecard.',
    'app.errors.scorecard_invalid.answer_duplicate': 'Question %{QuestionID} is answered twice.',
    'app.errors.scorecard_invalid.answer_missing': 'The question "%{Question}" has no answer.',
    'app.errors.scorecard_invalid.answer_invalid': 'The answer to "%{Question}" must be yes, no or na.',
    'app.errors.scorecard_invalid.scale_out_of_range': 'The answer to "%{Question}" must be a whole number from 1 to 5, not %{Answer}.',
    'app.errors.scorecard_invalid.critical_na': 'The critical question "%{Question}" cannot be answered N/A.',
    // Schedule and mail domain refusals: parts of one sentence, joined by '; ' and ended by '.'.
    ...scheduleInvalid({
      unknown_report: 'Report "%{Value}" cannot be scheduled (unknown report)',
      report_not_permitted: 'You may not run the report "%{Value}", so you cannot schedule it',
      bad_range: `Range "%{Value}" is not one of ${RELATIVE_RANGES.join(', ')}`,
      range_too_long: 'The range covers up to %{Value} days, longer than this report allows',
      bad_time: 'Time "%{Value}" is not a time of day (HH:mm, 00:00-23:59)',
      bad_days: 'Days must be one or more weekdays from 1 (Monday) to 7 (Sunday), got "%{Value}"',
      no_recipients: 'At least one recipient is required',
      too_many_recipients: 'A schedule mails at most %{Value} recipients',
      bad_address: '"%{Value}" is not an e-mail address',
      recipient_not_allowed: '"%{Value}" is neither a user of this customer nor in a mail domain the administrator allowed',
      bad_format: `Format "%{Value}" is not one of ${SCHEDULE_FORMATS.join(', ')}`,
      format_not_offered: 'This report is not sent as %{Value}',
      bad_parameters: "The report's parameters are invalid: %{Value}",
      bad_domain: '"%{Value}" is not a mail domain (such as example.com)',
    }),
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
    'app.errors.scorecard_invalid.scorecard_missing': 'Antworten brauchen die ScorecardID des Bewertungsbogens, zu dem sie gehören.',
    'app.errors.scorecard_invalid.name_missing': 'Der Bewertungsbogen braucht einen Namen.',
    'app.errors.scorecard_invalid.no_sections': 'Der Bewertungsbogen braucht mindestens einen Abschnitt.',
    'app.errors.scorecard_invalid.too_many_sections': 'Ein Bewertungsbogen darf höchstens %{Max} Abschnitte haben.',
    'app.errors.scorecard_invalid.too_many_questions': 'Ein Bewertungsbogen darf höchstens %{Max} Fragen haben.',
    'app.errors.scorecard_invalid.section_name_missing': 'Abschnitt %{Position} braucht einen Namen.',
    'app.errors.scorecard_invalid.section_empty': 'Abschnitt „%{Section}“ braucht mindestens eine Frage.',
    'app.errors.scorecard_invalid.question_text_missing': 'Frage %{Position} im Abschnitt „%{Section}“ braucht einen Text.',
    'app.errors.scorecard_invalid.weight_invalid': 'Die Gewichtung von „%{Question}“ muss eine Zahl von 0 bis %{Max} sein.',
    'app.errors.scorecard_invalid.answer_type_invalid': 'Der Antworttyp von „%{Question}“ muss yes_no_na oder scale_1_5 sein.',
    'app.errors.scorecard_invalid.weights_zero': 'Alle Gewichtungen des Bewertungsbogens sind 0: mindestens eine Frage muss mehr als 0 wiegen.',
    'app.errors.scorecard_invalid.answer_unknown_question': 'Frage %{QuestionID} steht nicht auf dem Bewertungsbogen.',
    'app.errors.scorecard_invalid.answer_duplicate': 'Frage %{QuestionID} ist zweimal beantwortet.',
    'app.errors.scorecard_invalid.answer_missing': 'Die Frage „%{Question}“ ist nicht beantwortet.',
    'app.errors.scorecard_invalid.answer_invalid': 'Die Antwort auf „%{Question}“ muss Ja, Nein oder N/A sein.',
    'app.errors.scorecard_invalid.scale_out_of_range': 'Die Antwort auf „%{Question}“ muss eine ganze Zahl von 1 bis 5 sein, nicht %{Answer}.',
    'app.errors.scorecard_invalid.critical_na': 'Die kritische Frage „%{Question}“ kann nicht mit N/A beantwortet werden.',
    ...scheduleInvalid({
      unknown_report: 'Der Bericht „%{Value}“ kann nicht geplant werden (unbekannter Bericht)',
      report_not_permitted: 'Sie dürfen den Bericht „%{Value}“ nicht ausführen und ihn daher nicht planen',
      bad_range: `Der Zeitraum „%{Value}“ ist keiner von ${RELATIVE_RANGES.join(', ')}`,
      range_too_long: 'Der Zeitraum umfasst bis zu %{Value} Tage, mehr als dieser Bericht erlaubt',
      bad_time: 'Die Uhrzeit „%{Value}“ ist keine Tageszeit (HH:mm, 00:00-23:59)',
      bad_days: 'Tage müssen ein oder mehrere Wochentage von 1 (Montag) bis 7 (Sonntag) sein, erhalten: „%{Value}“',
      no_recipients: 'Mindestens ein Empfänger ist erforderlich',
      too_many_recipients: 'Ein Zeitplan versendet an höchstens %{Value} Empfänger',
      bad_address: '„%{Value}“ ist keine E-Mail-Adresse',
      recipient_not_allowed: '„%{Value}“ ist weder ein Benutzer dieses Kunden noch in einer vom Administrator erlaubten Mail-Domain',
      bad_format: `Das Format „%{Value}“ ist keines von ${SCHEDULE_FORMATS.join(', ')}`,
      format_not_offered: 'Dieser Bericht wird nicht als %{Value} versendet',
      bad_parameters: 'Die Parameter des Berichts sind ungültig: %{Value}',
      bad_domain: '„%{Value}“ ist keine Mail-Domain (wie example.com)',
    }),
  },
};

export const SUPPORTED_LANGUAGES = Object.keys(SERVER_MESSAGES);

/** A message in English with its `%{Name}` placeholders filled: a refusal's message (the admin words the same key in the user's language). */
export function englishMessage(key: string, values: object): string {
  const named = values as Record<string, unknown>;
  return SERVER_MESSAGES.en[key].replace(/%\{(\w+)\}/g, (whole, name: string) => (name in named ? String(named[name]) : whole));
}
