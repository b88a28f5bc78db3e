/** Every label and message of the News area in English (German: i18n.de.ts, same keys). The texts are the spec's. */
export const newsEn = {
  news: {
    menu: { news: 'News' },
    widget: { title: 'News', unread: 'Unread news' },
    list: {
      title: 'News',
      show_read: 'Show read news',
      details: 'Details',
      read: 'Read',
      delete_title: 'Delete news',
      delete_content: 'Are you sure to delete this news?',
      bulk_delete_title: 'Delete all news',
      bulk_delete_content: 'Are you sure to delete all selected news?',
      unread_badge: '%{smart_count} unread news |||| %{smart_count} unread news',
    },
    details: {
      title: 'News Details',
      read_note: 'Users who read the news are marked green',
      roles: 'Roles',
      users: 'Users',
      read: 'read',
    },
    form: {
      create_title: 'Enter data to create the news',
      edit_title: 'Update your news',
      roles: 'Roles',
      users: 'Users',
      selected: '%{smart_count} selected',
      read_locked: 'This user has already read this news and cannot be deselected',
    },
    read: {
      title: 'News',
      mark_as_read: 'Mark As Read',
      back: 'Back',
      already_read: 'You have read this news.',
      not_addressed: 'This news is not addressed to you, so you cannot mark it as read.',
    },
    validation: {
      text_required: 'Required',
      date: 'Enter a date (YYYY-MM-DD)',
      until_before_from: 'End date cannot be before start',
      no_users: 'You have to select at least one user.',
    },
    messages: {
      fetch_failed: 'Cannot fetch news',
      delete_failed: 'Cannot delete news',
      audience_failed: 'Could not load roles and users',
      create_failed: 'Could not create the news',
      load_failed: 'Could not load the news',
      update_failed: 'Could not update the news',
      details_failed: 'Could not load details of the news',
    },
  },
  resources: {
    news: {
      notifications: {
        created: 'News created successfully',
        updated: 'News updated successfully',
        deleted: 'News deleted successfully |||| News deleted successfully',
      },
      name: 'News |||| News',
      entity: 'news',
      entities: 'news',
      fields: {
        NewsID: 'News ID',
        Text: 'Text',
        From: 'From',
        Until: 'Until',
        UserCount: 'Total number of users',
        UserReadCount: 'Number of users who read the news',
      },
    },
  },
};

export type NewsMessages = typeof newsEn;
