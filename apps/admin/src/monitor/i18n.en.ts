/** Every label and message of the Monitor area in English (German: i18n.de.ts, same keys). */
export const monitorEn = {
  monitor: {
    menu: { monitors: 'Monitors', texts: 'Texts', pbx_quick_state: 'Pbx quick state' },
    quick_state: {
      title: 'Pbx quick state',
      waiting: 'Waiting',
      connected: 'Connected',
      live: 'Live',
      polling: 'Live connection down: updating every 5 seconds',
      unreachable: 'The PBX is not answering. These numbers are from %{time} and are not live.',
      never: 'The PBX has not answered yet.',
      load_failed: 'Cannot load pbx quick state',
    },
    monitors: { no_texts: 'No active texts.', load_failed: 'Cannot fetch texts' },
    widget: { title: 'Queue' },
  },
  resources: {
    'monitor/texts': {
      name: 'Text |||| Texts',
      list_title: 'Texts',
      create_title: 'Create text',
      edit_title: 'Edit text',
      delete_title: 'Delete text',
      delete_content: 'Are you sure to delete this text?',
      bulk_delete_title: 'Delete all texts',
      bulk_delete_content: 'Are you sure to delete all selected texts?',
      notifications: {
        created: 'Text created successfully',
        updated: 'Text edited successfully',
        deleted: 'Text deleted successfully |||| %{smart_count} texts deleted successfully',
      },
      fields: { TextID: 'ID', Name: 'Name', Content: 'Content', Active: 'Active' },
    },
  },
};
