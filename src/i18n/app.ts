// The app's own messages (shell, login, buttons, errors), under the `app.` prefix.
// Their zh-CN twin (appZh.ts) is typed by them, so a key missing in either fails type-check.
import type { Locale } from '../schema/types';

const en = {
  app: {
    name: 'Distributor back office',
    // A menu entry's counter, read as the entry's description (the badge is hidden from screen readers).
    menuCount: '%{count} waiting',
    // The shell's own entries (the menu's groups and sub-menus are declared by the areas: src/schema/menuPlaces.ts).
    menu: {
      friendlyLinks: 'Friendly links',
      home: 'Home',
    },
    action: {
      import: 'Import',
      export: 'Export',
      export_xlsx: 'Export to Excel',
      export_csv: 'Export to CSV',
      download_template: 'Download template',
      reload: 'Reload',
      logout: 'Logout',
      confirm: 'Confirm',
      cancel: 'Cancel',
      search: 'Search',
      submit: 'Submit',
      back: 'Back',
      switch_back: 'Switch back to source account',
      switch_user: 'Switch user',
    },
    // Filter operator names, for filter inputs such as "Name (contains)".
    input: {
      bytes: '%{count} / %{max} bytes',
      cut: 'Cut at %{max} bytes',
    },
    // Notices and confirmations that name the record: "Business group Automotive created".
    record: {
      created: '%{what} %{name} created',
      updated: '%{what} %{name} updated',
      deleted: '%{what} %{name} deleted',
      delete_title: 'Delete %{what} %{name}?',
      delete_content: 'It is removed for every user. This cannot be undone.',
      reference_kept: 'Kept as it is: you may not open %{what}',
    },
    lines: {
      add: 'Add row',
      remove: 'Remove row %{row}',
      total: 'Total %{label}',
      paste_hint: 'Paste cells from a spreadsheet into any cell; arrow keys and Enter move between cells.',
    },
    filter: {
      eq: 'is',
      ne: 'is not',
      like: 'contains',
      in: 'is one of',
      gte: 'from',
      lte: 'to',
      keyword: 'Search',
    },
    login: {
      title: 'Sign in',
      subtitle: 'Use your company account',
      username: 'Username',
      password: 'Password',
      sign_in: 'Sign in',
      signing_in: 'Signing in...',
      language: 'Language',
      sso: 'Sign in with single sign-on',
      forgot_password: 'Forgot password?',
      register: 'Register',
      recover_title: 'Recover password',
      reset_title: 'Reset password',
    },
    auth: {
      not_activated: 'The account %{name} is not activated; please notify the administrator.',
      user_info_failed: 'Could not fetch your personal information.',
      logout_failed: 'Logout failed.',
      switch_succeeded: 'Switched back to your account.',
      // Shown on the page the switch lands on, where the user-management screen's words are not loaded.
      switched_to: 'Switch succeeded: you are now acting as %{name}',
      switch_failed: 'Could not switch accounts.',
    },
    error: {
      title: '[Error]',
      server_error: 'Server Error',
      busy: 'The service is briefly unavailable, try again in a moment.',
      network: 'The network is disconnected; check your connection and try again.',
      timeout: 'The server did not answer within 5 minutes.',
      unexpected_answer: 'The server gave an answer this page does not understand.',
      loading_chunk: 'Loading chunk failed',
      retry: 'Retry',
      report_empty: 'Cannot get report info.',
    },
    notices: 'Notices',
    header: {
      search_placeholder: 'Search materials',
      search_field: 'Search in',
      pending_items: 'Pending items',
      my_info: 'My info',
      api_doc: 'API DOC',
      api_doc_opening: 'Opening the API documentation…',
      language: 'Language',
      language_not_saved: 'The language is switched on this screen but could not be saved on your account: %{error}',
      environment: { development: 'DEV', staging: 'Staging', uat: 'UAT', production: '' },
    },
    links: {
      edi: 'EDI site',
      tickets: 'Ticket system',
    },
    idle: {
      title: 'Are you still there?',
      message: 'You have been idle for an hour. Reload the page to continue, or log out.',
    },
    switch_account: {
      title: 'Switch account',
      message: 'You are signed in as %{name} on behalf of another account.',
      source: 'Source account: %{name}.',
    },
    version: {
      title: 'About this system',
      version: 'Version',
      environment: 'Environment',
      system_time: 'System time',
      disk_usage: 'Disk usage',
      mount_point: 'Mount point',
      used_percent: 'Used',
      memory: 'Memory',
      cpu_load: 'CPU load',
      update_available: 'A new version (%{version}) is available. Reload now?',
      update_title: 'New version',
      environment_names: { development: 'Development', staging: 'Staging', uat: 'UAT', production: 'Production' },
    },
    footer: {
      copyright: '© %{year} Hanhai Electronics',
      version: 'Version %{version}',
    },
    import: {
      title: 'Import %{name}',
      choose_file: 'Choose an Excel file',
      only_xlsx: 'Only xlsx files are supported.',
      file_not_found: 'File not found.',
      success: 'Imported %{smart_count} row |||| Imported %{smart_count} rows',
      row_error: 'Row %{row}: %{message}',
      choose: 'Choose a file (.xlsx, .xls, .csv)',
      choose_other: 'Choose another file',
      preview: 'First %{shown} of %{total} rows of %{file}',
      no_rows: 'The file %{file} has no rows under its header.',
      unreadable: 'This file cannot be read as a spreadsheet (%{message}). The server will check it when you import.',
      unknown_column: 'No field of this name: the column is not imported',
      start: 'Import',
      uploading: 'Uploading the file… %{percent}%',
      processing: 'Checking and saving the rows…',
      result: '%{inserted} added, %{updated} updated',
      refused: 'Nothing was imported.',
      problems: 'Nothing was imported. Fix these rows and upload the file again.',
      row: 'Row',
      field: 'Field',
      message: 'Problem',
      close: 'Close',
    },
    export: {
      success: 'Export finished.',
      empty: 'Cannot get report info: the list is empty',
      xlsx: 'Excel (.xlsx)',
      csv: 'CSV (.csv)',
      title: 'Exporting %{name}',
      reading: 'Reading rows: %{fetched} of %{total}',
      starting: 'Reading rows…',
      writing: 'Writing the file…',
    },
    delete: {
      reason: 'Reason',
      reason_help: 'Why is this record deleted? The reason is kept in the history.',
    },
    list: {
      selectRow: 'Select row %{row}',
      density: { compact: 'Compact rows', comfortable: 'Comfortable rows' },
    },
  },
};

export type AppMessages = typeof en;

const loaded: Partial<Record<Locale, AppMessages>> = { 'en-US': en };

/** The en-US messages, always loaded. */
export const appMessagesEn = en;

/** Adds a language's app messages once they are loaded (src/i18n/locales.ts). */
export const addAppMessages = (locale: Locale, messages: AppMessages) => {
  loaded[locale] = messages;
};

/** The app's messages in a language, for messages built outside React; en-US until it is loaded. */
export const appMessagesOf = (locale: Locale): AppMessages => loaded[locale] ?? en;

/** Fills polyglot-style %{name} placeholders, for messages built outside React. */
export function interpolate(template: string, args: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (whole, key: string) => (key in args ? String(args[key]) : whole));
}
