/** English texts of invites to ESG disclosures and the invitee's assignments (merged as `esgInvites`). */
export const esgInvitesEn = {
  button: 'Invite',
  dialog: {
    title: 'Invite to disclosures of {{project}} {{year}}',
    description:
      'A colleague who may edit gets an email and, signed in, sees the disclosures you choose highlighted on this form.',
  },
  form: {
    colleague: 'Colleague',
    chooseColleague: 'Choose a colleague',
    email: 'Email address',
    emailHint: 'Filled in when you choose a colleague; or type the address of a member who may edit.',
    disclosures: 'Disclosures to fill in',
    disclosuresHint: 'Choose one or more disclosures of this year ({{family}}).',
    deadline: 'Deadline (optional)',
    message: 'Message (optional)',
    send: 'Send invite',
    sending: 'Sending…',
    sent: 'Invite sent to {{email}}.',
  },
  errors: {
    disclosures: 'Choose at least one disclosure of this year.',
    unknownDisclosure: 'A chosen disclosure is not part of this year’s form any more. Please choose again.',
    email: 'Choose a member of the company who may edit (editor or above).',
    emailInvalid: 'Enter a valid email address.',
    message: 'The message is too long (at most 1000 characters).',
  },
  assigned: {
    title: 'Assigned to you',
    from: '{{inviter}} asks you to fill in:',
    fromUnknown: 'You were asked to fill in:',
    message: 'Message',
    onlyMine: 'Show only the disclosures assigned to me',
    badge: 'Assigned to you',
  },
};
