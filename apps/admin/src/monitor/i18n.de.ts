import type { monitorEn } from './i18n.en';

/** Monitor in German: the same keys as i18n.en.ts. */
export const monitorDe: typeof monitorEn = {
  monitor: {
    menu: { monitors: 'Monitore', texts: 'Texte', pbx_quick_state: 'Pbx-Schnellstatus' },
    quick_state: {
      title: 'Pbx-Schnellstatus',
      waiting: 'Wartend',
      connected: 'Verbunden',
      live: 'Live',
      polling: 'Live-Verbindung unterbrochen: Aktualisierung alle 5 Sekunden',
      unreachable: 'Die Telefonanlage antwortet nicht. Diese Zahlen stammen von %{time} und sind nicht aktuell.',
      never: 'Die Telefonanlage hat noch nicht geantwortet.',
      load_failed: 'Pbx-Schnellstatus kann nicht geladen werden',
    },
    monitors: { no_texts: 'Keine aktiven Texte.', load_failed: 'Texte können nicht geladen werden' },
    widget: { title: 'Warteschlange' },
  },
  resources: {
    'monitor/texts': {
      name: 'Text |||| Texte',
      list_title: 'Texte',
      create_title: 'Text anlegen',
      edit_title: 'Text bearbeiten',
      delete_title: 'Text löschen',
      delete_content: 'Möchten Sie diesen Text wirklich löschen?',
      bulk_delete_title: 'Alle Texte löschen',
      bulk_delete_content: 'Möchten Sie alle ausgewählten Texte wirklich löschen?',
      notifications: {
        created: 'Text erfolgreich angelegt',
        updated: 'Text erfolgreich bearbeitet',
        deleted: 'Text erfolgreich gelöscht |||| %{smart_count} Texte erfolgreich gelöscht',
      },
      fields: { TextID: 'ID', Name: 'Name', Content: 'Inhalt', Active: 'Aktiv' },
    },
  },
};
