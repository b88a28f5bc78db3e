/** Every label and message of the Lunch break area in English (German: i18n.de.ts, same keys). */
export const lunchBreakEn = {
  lunch_break: {
    menu: { list: 'Lunch break', edit: 'Edit', excluded: 'Excluded agents' },
    list: { title: 'Mittagspause' },
    columns: { agent: 'Agent', from: 'From', to: 'To' },
    edit: {
      title: 'Edit lunch breaks',
      date: 'Date',
      clear: 'Clear',
      saved: 'Lunch breaks saved successfully',
      failed: 'Cannot save lunch breaks',
    },
    excluded: {
      title: 'Excluded agents',
      saved: 'Excluded agents saved successfully',
      failed: 'Cannot save excluded agents',
      load_failed: 'Cannot load excluded agents',
    },
    problems: {
      from_required: 'From is required when To is set',
      from_format: 'From must be a time HH:mm',
      to_format: 'To must be a time HH:mm',
      order: 'From must be before To',
    },
    messages: { load_failed: 'Cannot load lunch breaks' },
  },
};
