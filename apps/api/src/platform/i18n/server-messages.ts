import { RELATIVE_RANGES, REPORT_LANGUAGES, SCHEDULE_FORMATS, type RelativeRange } from '@backoffice/contracts';
import type { QueueProfilePart, ScheduleProblem, ScheduleRunProblem } from '@backoffice/domain';

/**
 * The keys of the schedule refusals (ErrorCode.ScheduleInvalid), a text for every problem libs/domain
 * names; the same words say why a run sent nothing (`schedule_failed`, a schedule's LastErrorProblems).
 */
function scheduleInvalid(texts: Record<ScheduleProblem['code'], string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([problem, text]) => [
      [`app.errors.schedule_invalid.${problem}`, text],
      [`app.errors.schedule_failed.${problem}`, text],
    ]),
  );
}

/** A run's own reasons (ScheduleRunProblem) and a report mail's words, in one language. */
function scheduleRuns(texts: {
  failed: Record<ScheduleRunProblem, string>;
  mail: { subject: string; text: string; truncated: string };
  pdf: { no_rows: string; truncated: string; queue_profile: string; agent_shares: string } & Record<QueueProfilePart, string>;
  reports: Record<string, string>;
  ranges: Record<RelativeRange, string>;
}): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(texts.failed).map(([problem, text]) => [`app.errors.schedule_failed.${problem}`, text])),
    ...Object.fromEntries(Object.entries(texts.mail).map(([part, text]) => [`schedule.mail.${part}`, text])),
    ...Object.fromEntries(Object.entries(texts.pdf).map(([part, text]) => [`schedule.pdf.${part}`, text])),
    ...Object.fromEntries(Object.entries(texts.reports).map(([key, text]) => [`schedule.report.${key}`, text])),
    ...Object.fromEntries(Object.entries(texts.ranges).map(([range, text]) => [`schedule.range.${range}`, text])),
  };
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
      bad_language: `Language "%{Value}" is not one of ${REPORT_LANGUAGES.join(', ')}`,
      bad_domain: '"%{Value}" is not a mail domain (such as example.com)',
    }),
    ...scheduleRuns({
      failed: {
        owner_inactive: "The schedule's owner is no longer an active user",
        owner_not_member: "The schedule's owner no longer belongs to this customer",
        owner_not_permitted: 'The schedule\'s owner may no longer run the report "%{Value}"',
        mail_not_configured: 'Sending e-mail is not configured on this server (SMTP_URL is not set)',
        send_failed: 'The report was not sent: %{Value}',
        retrying: 'attempt %{Value}, tried again soon',
        nothing_sent: 'nothing was sent',
      },
      mail: {
        subject: '%{Title}: %{Customer}, %{Period}',
        text: '%{Title} of %{Customer} for %{Period} (%{Range}), scheduled report %{ScheduleID}.',
        truncated: 'A table was longer than a mail carries; run the report in the back office for every row.',
      },
      pdf: {
        no_rows: 'No rows in this range.',
        truncated: 'Only the first %{Rows} rows are mailed.',
        queue_profile: 'The average day: calls per hour',
        agent_shares: 'Share of the logged time per activity',
        Answered: 'Answered',
        Abandoned: 'Abandoned',
        Other: 'Other',
      },
      reports: {
        callLog: 'Call log',
        acdDetails: 'ACD details',
        callResult: 'Call result',
        callDuration: 'Average handling time',
        activity: 'Activity',
        agentProductivity: 'Agent productivity',
        extenProductivity: 'Exten productivity',
        extenSwitch: 'Exten switch',
        queueIntervals: 'Queue intervals',
        generateReport: 'Quality report',
      },
      ranges: { yesterday: 'yesterday', last_week: 'last week', last_month: 'last month', month_to_date: 'month to date' },
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
      bad_language: `Die Sprache „%{Value}“ ist keine von ${REPORT_LANGUAGES.join(', ')}`,
      bad_domain: '„%{Value}“ ist keine Mail-Domain (wie example.com)',
    }),
    ...scheduleRuns({
      failed: {
        owner_inactive: 'Der Besitzer des Zeitplans ist kein aktiver Benutzer mehr',
        owner_not_member: 'Der Besitzer des Zeitplans gehört nicht mehr zu diesem Kunden',
        owner_not_permitted: 'Der Besitzer des Zeitplans darf den Bericht „%{Value}“ nicht mehr ausführen',
        mail_not_configured: 'Der E-Mail-Versand ist auf diesem Server nicht eingerichtet (SMTP_URL ist nicht gesetzt)',
        send_failed: 'Der Bericht wurde nicht versendet: %{Value}',
        retrying: 'Versuch %{Value}, wird gleich erneut versucht',
        nothing_sent: 'es wurde nichts versendet',
      },
      mail: {
        subject: '%{Title}: %{Customer}, %{Period}',
        text: '%{Title} von %{Customer} für %{Period} (%{Range}), geplanter Bericht %{ScheduleID}.',
        truncated: 'Eine Tabelle war länger, als eine E-Mail fasst; alle Zeilen zeigt der Bericht im Backoffice.',
      },
      pdf: {
        no_rows: 'Keine Zeilen in diesem Zeitraum.',
        truncated: 'Nur die ersten %{Rows} Zeilen werden versendet.',
        queue_profile: 'Der durchschnittliche Tag: Anrufe je Stunde',
        agent_shares: 'Anteil an der angemeldeten Zeit je Tätigkeit',
        Answered: 'Angenommen',
        Abandoned: 'Abgebrochen',
        Other: 'Sonstige',
      },
      reports: {
        callLog: 'Anrufprotokoll',
        acdDetails: 'ACD-Details',
        callResult: 'Anrufergebnis',
        callDuration: 'Durchschnittliche Bearbeitungszeit',
        activity: 'Aktivität',
        agentProductivity: 'Agentenproduktivität',
        extenProductivity: 'Nebenstellenproduktivität',
        extenSwitch: 'Nebenstellenwechsel',
        queueIntervals: 'Warteschlangen-Intervalle',
        generateReport: 'Qualitätsbericht',
      },
      ranges: { yesterday: 'gestern', last_week: 'letzte Woche', last_month: 'letzter Monat', month_to_date: 'Monat bis heute' },
    }),
  },
};

export const SUPPORTED_LANGUAGES = Object.keys(SERVER_MESSAGES);

/** A message in one of SUPPORTED_LANGUAGES with its `%{Name}` placeholders filled (a mail the server writes in its reader's language). */
export function serverMessage(language: string, key: string, values: object = {}): string {
  const named = values as Record<string, unknown>;
  return SERVER_MESSAGES[language][key].replace(/%\{(\w+)\}/g, (whole, name: string) => (name in named ? String(named[name]) : whole));
}

/** A message in English: a refusal's message (the admin words the same key in the user's language). */
export function englishMessage(key: string, values: object): string {
  return serverMessage('en', key, values);
}
