import type { TelephonyMessages } from './i18n.en';

/** German: the same keys as i18n.en.ts (the type makes a missing key a compile error). */
export const telephonyDe: TelephonyMessages = {
  telephony: {
    menu: {
      imports: 'Importe',
    },
  },
  resources: {
    telephony_imports: {
      name: 'Import |||| Importe',
      entity: 'Import',
      entities: 'Importe',
      list_title: 'Importe',
      show_title: 'Import',
      fields: {
        ImportID: 'Import-ID',
        CreatedAt: 'Hochgeladen',
        Kind: 'Art',
        FileName: 'Datei',
        Status: 'Status',
        Reason: 'Grund',
        LinesRead: 'Gelesene Zeilen',
        RowsWritten: 'Geschriebene Zeilen',
        Warnings: 'Warnungen',
        Errors: 'Fehler',
        Attempts: 'Versuche',
        Username: 'Hochgeladen von',
        FinishedAt: 'Fertig',
      },
      kinds: {
        queue_log: 'Asterisk queue_log',
        cdr_csv: 'Asterisk Master.csv (cdr_csv)',
        absences: 'Abwesenheiten (CSV)',
        mail_activities: 'Mail-Aktivitäten (CSV)',
        pc_inventory: 'PC-Inventar (CSV)',
        lunch_breaks: 'Mittagspausen (CSV)',
      },
      statuses: {
        receiving: 'Wird empfangen',
        queued: 'Wartet',
        running: 'Läuft',
        imported: 'Importiert',
        rejected: 'Abgelehnt',
        failed: 'Fehlgeschlagen',
        refused: 'Zurückgewiesen',
      },
      upload: {
        title: 'Datei hochladen',
        choose: 'Datei wählen',
        no_file: 'Keine Datei gewählt',
        submit: 'Hochladen',
        queued: '%{file} wird importiert: der Fortschritt steht im Download-Menü.',
        hint: 'Die Datei geht in den aktiven Kunden. Eine Datei mit abgelehnten Zeilen schreibt nichts; dieselbe Datei noch einmal ändert nichts.',
      },
      report: {
        none: 'Noch kein Bericht.',
        rows: 'Zeilen je Tabelle',
        table: 'Tabelle',
        inserted: 'Neu',
        updated: 'Geändert',
        unchanged: 'Unverändert',
        line: 'Zeile',
        reason: 'Grund',
        more: 'und %{smart_count} weitere',
        created_call_customers: 'Angelegte Warteschlangen: %{names}',
        created_agents: 'Angelegte Agenten: %{names}',
        times_read_in: 'Zeiten gelesen in: %{zone}',
      },
    },
  },
};
