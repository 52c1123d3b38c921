/** English texts of the Workforce module (merged into the catalogue as `workforce`). */
export const workforceEn = {
  title: 'Workforce',
  nav: { label: 'Workforce sections', home: 'Overview', employees: 'Employees', teams: 'Teams' },
  trial: {
    runs: 'Your company is trying Workforce until {{end}}.',
    subscribe: 'Subscribe to keep using it',
    ended: 'Your company’s Workforce trial ended on {{end}}.',
  },
  home: {
    intro: 'Keep the list of your employees and the teams they work in, in one place.',
    employees_one: '{{count}} employee',
    employees_other: '{{count}} employees',
    teams_one: '{{count}} team',
    teams_other: '{{count}} teams',
    manageEmployees: 'Manage employees',
    manageTeams: 'Manage teams',
    emptyTitle: 'No employees yet',
    emptyText:
      'Start by adding your employees by their email addresses under Employees. Then create teams under Teams and put each employee in a team.',
    emptyViewer: 'An editor, admin or owner of your company can add employees and teams.',
    faqs: 'Questions about Workforce',
  },
  employees: {
    title: 'Employees',
    teamTitle: 'Employees of team {{team}}',
    allEmployees: 'All employees',
    addTitle: 'Add employees',
    fromFile: 'Or read them from a file (CSV or text, one email per line or column)',
    addLabel: 'Email addresses',
    addHint: 'One or several, separated by commas, spaces or new lines. Up to {{max}} at once.',
    add: 'Add',
    adding: 'Adding…',
    added_one: '{{count}} employee added.',
    added_other: '{{count}} employees added.',
    nothingAdded: 'Nothing was added. Correct these addresses and try again:',
    enterEmails: 'Enter at least one email address.',
    tooMany: 'Add at most {{max}} addresses at once.',
    search: 'Search by email',
    sortBy: 'Sort by',
    sort: { new: 'Recent (new)', alphabetic: 'Alphabetic' },
    count_one: '{{count}} employee',
    count_other: '{{count}} employees',
    email: 'Email',
    addedOn: 'Added',
    team: 'Team',
    actions: 'Actions',
    noTeam: 'No team',
    teamOf: 'Team of {{email}}',
    remove: 'Remove',
    removeLabel: 'Remove {{email}}',
    removeTitle: 'Remove {{email}}?',
    removeText: 'The employee is removed from the list and from their team.',
    removed: '{{email}} was removed.',
    assigned: '{{email}} is now in {{team}}.',
    unassigned: '{{email}} is in no team now.',
    empty: 'No employees yet. Add them above by their email addresses.',
    emptyTeam: 'No employee is in this team yet. Choose the team next to an employee under All employees.',
    noMatch: 'No employee matches “{{text}}”.',
    previous: 'Previous',
    next: 'Next',
    page: 'Employees {{from}}–{{to}} of {{total}}',
    pagination: 'Pages of the employee list',
    unknownTeam: 'This team does not exist (anymore).',
  },
  teams: {
    title: 'Teams',
    createTitle: 'Create a team',
    name: 'Team name',
    create: 'Create team',
    created: 'Team {{name}} was created.',
    empty: 'No teams yet. Create the first one above.',
    members_one: '{{count}} employee',
    members_other: '{{count}} employees',
    viewEmployees: 'Employees of {{name}}',
    rename: 'Rename',
    renameLabel: 'Rename {{name}}',
    newName: 'New name of {{name}}',
    save: 'Save',
    cancel: 'Cancel',
    renamed: 'The team is now called {{name}}.',
    delete: 'Delete',
    deleteLabel: 'Delete {{name}}',
    deleteTitle: 'Delete the team {{name}}?',
    deleteText: 'Its employees stay in the list, in no team.',
    deleted: 'Team {{name}} was deleted.',
  },
  errors: {
    load: 'The workforce could not be loaded. Try again.',
    retry: 'Try again',
    generic: 'That did not work. Try again.',
    notFound: 'It no longer exists. The list was refreshed.',
  },
};

/** The public FAQ page `/workforce/faqs` (read by the page per language, not through the catalogue). */
export const workforceFaqsEn = {
  title: 'Workforce: frequently asked questions',
  intro: 'What the Workforce module of Carbon Ledger does in this version.',
  items: [
    {
      question: 'What is the Workforce module?',
      answer:
        'A list of your company’s employees, each known by an email address, and of the teams they work in. It is the part of Carbon Ledger where a company keeps its employees and teams.',
    },
    {
      question: 'How do I add employees?',
      answer:
        'Under Workforce → Employees, paste one or several email addresses and choose Add. Every address is checked; if one is not a valid address or is already in the list, nothing is added and the page names the addresses to correct.',
    },
    {
      question: 'What can I do with teams?',
      answer:
        'Create teams, rename and delete them, and put each employee in one team (or in none). A team’s name is unique in your company. Deleting a team keeps its employees, in no team.',
    },
    {
      question: 'Who can see and change the list?',
      answer:
        'Every member of the company can see the employees and teams. Editors, admins and owners can add and remove employees and change teams.',
    },
    {
      question: 'Are employees sent an email?',
      answer:
        'No. Adding an employee stores the address in your company’s list; this version sends nothing to it and does not give the employee an account.',
    },
    {
      question: 'How do I get the module?',
      answer:
        'An installation with billing turned off includes it. Otherwise an owner or admin subscribes to Workforce on its subscribe page, paying by card or by invoice.',
    },
  ],
  signIn: 'Sign in to open Workforce',
};
