import type { NewsMessages } from './i18n.en';

/** The News area in German. */
export const newsDe: NewsMessages = {
  news: {
    menu: { news: 'Neuigkeiten' },
    widget: { title: 'Neuigkeiten', unread: 'Ungelesene Neuigkeiten' },
    list: {
      title: 'Neuigkeiten',
      show_read: 'Gelesene Neuigkeiten anzeigen',
      details: 'Details',
      read: 'Lesen',
      delete_title: 'Neuigkeit löschen',
      delete_content: 'Soll diese Neuigkeit wirklich gelöscht werden?',
      bulk_delete_title: 'Alle Neuigkeiten löschen',
      bulk_delete_content: 'Sollen alle ausgewählten Neuigkeiten wirklich gelöscht werden?',
      unread_badge: '%{smart_count} ungelesene Neuigkeit |||| %{smart_count} ungelesene Neuigkeiten',
    },
    details: {
      title: 'Details der Neuigkeit',
      read_note: 'Benutzer, die die Neuigkeit gelesen haben, sind grün markiert',
      roles: 'Rollen',
      users: 'Benutzer',
      read: 'gelesen',
    },
    form: {
      create_title: 'Daten für die neue Neuigkeit eingeben',
      edit_title: 'Neuigkeit bearbeiten',
      roles: 'Rollen',
      users: 'Benutzer',
      selected: '%{smart_count} ausgewählt',
      read_locked: 'Dieser Benutzer hat die Neuigkeit bereits gelesen und kann nicht abgewählt werden',
    },
    read: {
      title: 'Neuigkeit',
      mark_as_read: 'Als gelesen markieren',
      back: 'Zurück',
      already_read: 'Sie haben diese Neuigkeit gelesen.',
      not_addressed: 'Diese Neuigkeit ist nicht an Sie gerichtet, Sie können sie daher nicht als gelesen markieren.',
    },
    validation: {
      text_required: 'Pflichtfeld',
      date: 'Bitte ein Datum eingeben (JJJJ-MM-TT)',
      until_before_from: 'Das Enddatum darf nicht vor dem Beginn liegen',
      no_users: 'Bitte mindestens einen Benutzer auswählen.',
    },
    messages: {
      fetch_failed: 'Neuigkeiten konnten nicht geladen werden',
      delete_failed: 'Neuigkeit konnte nicht gelöscht werden',
      audience_failed: 'Rollen und Benutzer konnten nicht geladen werden',
      create_failed: 'Die Neuigkeit konnte nicht erstellt werden',
      load_failed: 'Die Neuigkeit konnte nicht geladen werden',
      update_failed: 'Die Neuigkeit konnte nicht aktualisiert werden',
      details_failed: 'Die Details der Neuigkeit konnten nicht geladen werden',
    },
  },
  resources: {
    news: {
      notifications: {
        created: 'Neuigkeit erfolgreich erstellt',
        updated: 'Neuigkeit erfolgreich aktualisiert',
        deleted: 'Neuigkeit erfolgreich gelöscht |||| Neuigkeiten erfolgreich gelöscht',
      },
      name: 'Neuigkeit |||| Neuigkeiten',
      entity: 'Neuigkeit',
      entities: 'Neuigkeiten',
      fields: {
        NewsID: 'Neuigkeit-ID',
        Text: 'Text',
        From: 'Von',
        Until: 'Bis',
        UserCount: 'Anzahl der Benutzer',
        UserReadCount: 'Anzahl der Benutzer, die die Neuigkeit gelesen haben',
      },
    },
  },
};
