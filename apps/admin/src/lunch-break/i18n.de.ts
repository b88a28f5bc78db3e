import type { lunchBreakEn } from './i18n.en';

/** Lunch break in German: the same keys as i18n.en.ts. */
export const lunchBreakDe: typeof lunchBreakEn = {
  lunch_break: {
    menu: { list: 'Mittagspause', edit: 'Bearbeiten', excluded: 'Ausgenommene Agenten' },
    list: { title: 'Mittagspause' },
    columns: { agent: 'Agent', from: 'Von', to: 'Bis' },
    edit: {
      title: 'Mittagspausen bearbeiten',
      date: 'Datum',
      clear: 'Leeren',
      saved: 'Mittagspausen erfolgreich gespeichert',
      failed: 'Mittagspausen können nicht gespeichert werden',
    },
    excluded: {
      title: 'Ausgenommene Agenten',
      saved: 'Ausgenommene Agenten erfolgreich gespeichert',
      failed: 'Ausgenommene Agenten können nicht gespeichert werden',
      load_failed: 'Ausgenommene Agenten können nicht geladen werden',
    },
    problems: {
      from_required: 'Von ist erforderlich, wenn Bis gesetzt ist',
      from_format: 'Von muss eine Uhrzeit HH:mm sein',
      to_format: 'Bis muss eine Uhrzeit HH:mm sein',
      order: 'Von muss vor Bis liegen',
    },
    messages: { load_failed: 'Mittagspausen können nicht geladen werden' },
  },
};
