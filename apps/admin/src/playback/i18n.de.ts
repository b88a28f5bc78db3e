import type { playbackEn } from './i18n.en';

/** Playback in German: the same keys as i18n.en.ts. */
export const playbackDe: typeof playbackEn = {
  playback: {
    menu: { calls: 'Anrufliste', single: 'Einzelwiedergabe' },
    list: { title: 'Anrufliste' },
    filter: {
      from: 'Von',
      to: 'Bis',
      agents: 'Agenten',
      all_agents: 'Alle Agenten',
      customers: 'Kunden',
      all_customers: 'Alle Kunden',
      submit: 'Anwenden',
      search: 'Nummer',
    },
    columns: { actions: 'Aktionen', customer: 'Kunde', number: 'Nummer', date: 'Datum', time: 'Uhrzeit', duration: 'Dauer', agent: 'Agent' },
    actions: { listen: 'Anhören', download: 'Herunterladen' },
    listen: {
      title: 'Audio anhören',
      number: 'Nummer',
      duration: 'Dauer',
      status: 'Status',
      customer_id: 'Kunden-ID',
      employee_id: 'Mitarbeiter-ID',
      close: 'Schließen',
    },
    download: {
      confirm_title: 'Audio herunterladen',
      confirm_content: 'Die Aufnahme des Anrufs %{number} herunterladen?',
      yes: 'Ja',
      cancel: 'Abbrechen',
      label: 'Anruf %{number}',
    },
    single: {
      heading: 'Bitte Anrufnummer eingeben',
      call_number: 'Anrufnummer',
      listen: 'Anhören',
      not_found: 'Anruf nicht gefunden, bitte prüfen Sie die Anrufnummer.',
    },
    status: {
      completed_caller: 'Vom Anrufer beendet',
      completed_agent: 'Vom Agenten beendet',
      transferred: 'Weiterverbunden',
      abandoned: 'Aufgelegt',
      timeout: 'Zeitüberschreitung',
      exit_empty: 'Kein Agent verfügbar',
      exit_key: 'Per Tastendruck verlassen',
      unfinished: 'Nicht abgeschlossen',
    },
    messages: {
      load_failed: 'Anrufe können nicht geladen werden.',
      agents_failed: 'Agenten können nicht geladen werden',
      customers_failed: 'Kunden können nicht geladen werden',
      range_reversed: 'Das Enddatum darf nicht vor dem Startdatum liegen',
    },
  },
  resources: {
    playback: { name: 'Anruf |||| Anrufe' },
  },
};
