/** Every label and message of the Telephony area in English (German: i18n.de.ts, same keys). */
export const telephonyEn = {
  telephony: {
    menu: {
      imports: 'Imports',
    },
  },
  resources: {
    telephony_imports: {
      name: 'Import |||| Imports',
      entity: 'import run',
      entities: 'import runs',
      list_title: 'Imports',
      show_title: 'Import',
      fields: {
        ImportID: 'Import ID',
        CreatedAt: 'Uploaded',
        Kind: 'Kind',
        FileName: 'File',
        Status: 'Status',
        Reason: 'Reason',
        LinesRead: 'Lines read',
        RowsWritten: 'Rows written',
        Warnings: 'Warnings',
        Errors: 'Errors',
        Attempts: 'Attempts',
        Username: 'Uploaded by',
        FinishedAt: 'Finished',
      },
      kinds: {
        queue_log: 'Asterisk queue_log',
        cdr_csv: 'Asterisk Master.csv (cdr_csv)',
        absences: 'Absences (CSV)',
        mail_activities: 'Mail activities (CSV)',
        pc_inventory: 'PC inventory (CSV)',
        lunch_breaks: 'Lunch breaks (CSV)',
      },
      statuses: {
        receiving: 'Receiving',
        queued: 'Queued',
        running: 'Running',
        imported: 'Imported',
        rejected: 'Rejected',
        failed: 'Failed',
        refused: 'Refused',
      },
      upload: {
        title: 'Upload a file',
        choose: 'Choose file',
        no_file: 'No file chosen',
        submit: 'Upload',
        queued: '%{file} is being imported: its progress shows in the downloads menu.',
        hint: 'The file goes into the active customer. A file with rejected lines writes nothing; importing the same file again changes nothing.',
      },
      report: {
        none: 'No report yet.',
        rows: 'Rows per table',
        table: 'Table',
        inserted: 'Inserted',
        updated: 'Updated',
        unchanged: 'Unchanged',
        line: 'Line',
        reason: 'Reason',
        more: 'and %{smart_count} more',
        created_call_customers: 'Queues created: %{names}',
        created_agents: 'Agents created: %{names}',
        times_read_in: 'Times read in: %{zone}',
      },
    },
  },
};

export type TelephonyMessages = typeof telephonyEn;
