export type MailLanguage = 'en' | 'de';

export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** One layout for every mail: greeting, paragraphs, one button with the link also as plain text. */
function renderMail(parts: {
  subject: string;
  paragraphs: string[];
  action: string;
  url: string;
  footer: string;
}): MailContent {
  const text = [...parts.paragraphs, '', `${parts.action}: ${parts.url}`, '', parts.footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(parts.url)}" style="display:inline-block;background:#047857;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(parts.action)}</a></p>
<p style="font-size:12px;color:#475569">${escapeHtml(parts.url)}</p>
<p style="font-size:12px;color:#475569">${escapeHtml(parts.footer)}</p>
</body></html>`;
  return { subject: parts.subject, text, html };
}

const FOOTER = {
  en: 'If you did not expect this email, you can ignore it.',
  de: 'Wenn du diese E-Mail nicht erwartet hast, kannst du sie ignorieren.',
};

/** Invitation to join a company. */
export function renderInvitationMail(
  language: MailLanguage,
  input: { brand: string; inviter: string; url: string; validDays: number },
) {
  return language === 'de'
    ? renderMail({
        subject: `Einladung zu ${input.brand} bei Carbon Ledger`,
        paragraphs: [
          `${input.inviter} lädt dich ein, bei ${input.brand} mitzuarbeiten: Emissionen erfassen, auswerten und reduzieren.`,
          `Der Link ist ${input.validDays} Tage gültig und kann einmal verwendet werden.`,
        ],
        action: 'Einladung annehmen',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: `You are invited to ${input.brand} on Carbon Ledger`,
        paragraphs: [
          `${input.inviter} invites you to work with ${input.brand}: measure, analyse and reduce emissions together.`,
          `The link is valid for ${input.validDays} days and can be used once.`,
        ],
        action: 'Accept the invitation',
        url: input.url,
        footer: FOOTER.en,
      });
}

/** Link to choose a new password. */
export function renderPasswordResetMail(
  language: MailLanguage,
  input: { url: string; validMinutes: number },
) {
  return language === 'de'
    ? renderMail({
        subject: 'Passwort zurücksetzen',
        paragraphs: [
          'Jemand hat angefordert, das Passwort deines Carbon-Ledger-Kontos zurückzusetzen.',
          `Der Link ist ${input.validMinutes} Minuten gültig.`,
        ],
        action: 'Neues Passwort wählen',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: 'Reset your password',
        paragraphs: [
          'Someone asked to reset the password of your Carbon Ledger account.',
          `The link is valid for ${input.validMinutes} minutes.`,
        ],
        action: 'Choose a new password',
        url: input.url,
        footer: FOOTER.en,
      });
}

/** Confirmation of a new email address. */
export function renderEmailChangeMail(
  language: MailLanguage,
  input: { newEmail: string; url: string; validMinutes: number },
) {
  return language === 'de'
    ? renderMail({
        subject: 'Neue E-Mail-Adresse bestätigen',
        paragraphs: [
          `Bitte bestätige, dass ${input.newEmail} die neue E-Mail-Adresse deines Kontos sein soll.`,
          `Der Link ist ${input.validMinutes} Minuten gültig.`,
        ],
        action: 'E-Mail-Adresse bestätigen',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: 'Confirm your new email address',
        paragraphs: [
          `Please confirm that ${input.newEmail} should become your account's email address.`,
          `The link is valid for ${input.validMinutes} minutes.`,
        ],
        action: 'Confirm the email address',
        url: input.url,
        footer: FOOTER.en,
      });
}

/** Confirmation before an account is deleted. */
export function renderAccountDeletionMail(
  language: MailLanguage,
  input: { url: string; validMinutes: number },
) {
  return language === 'de'
    ? renderMail({
        subject: 'Konto löschen bestätigen',
        paragraphs: [
          'Du hast angefordert, dein Carbon-Ledger-Konto zu löschen. Das kann nicht rückgängig gemacht werden.',
          `Der Link ist ${input.validMinutes} Minuten gültig.`,
        ],
        action: 'Konto endgültig löschen',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: 'Confirm the deletion of your account',
        paragraphs: [
          'You asked to delete your Carbon Ledger account. This cannot be undone.',
          `The link is valid for ${input.validMinutes} minutes.`,
        ],
        action: 'Delete my account for good',
        url: input.url,
        footer: FOOTER.en,
      });
}

/** Invite to fill in parts of a calculator year (no account needed: the link is the access). */
export function renderCalculatorInviteMail(
  language: MailLanguage,
  input: {
    brand: string;
    inviter: string;
    project: string;
    year: string;
    parts: string[];
    message?: string;
    url: string;
  },
) {
  const parts = input.parts.join(', ');
  return language === 'de'
    ? renderMail({
        subject: `${input.brand} bittet dich um Daten für ${input.project} ${input.year}`,
        paragraphs: [
          `${input.inviter} von ${input.brand} bittet dich, Daten für ${input.project} (${input.year}) einzutragen: ${parts}.`,
          ...quoteMessage(input.message, 'Nachricht'),
          'Du brauchst kein Konto. Der Link ist persönlich: Gib ihn nicht weiter. Er funktioniert, bis er zurückgezogen oder neu versendet wird.',
        ],
        action: 'Daten eintragen',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: `${input.brand} asks you for data for ${input.project} ${input.year}`,
        paragraphs: [
          `${input.inviter} of ${input.brand} asks you to enter data for ${input.project} (${input.year}): ${parts}.`,
          ...quoteMessage(input.message, 'Message'),
          'You do not need an account. The link is personal: do not share it. It works until it is revoked or sent again.',
        ],
        action: 'Enter the data',
        url: input.url,
        footer: FOOTER.en,
      });
}

/** The inviter's message as a paragraph of its own (none without one). */
function quoteMessage(message: string | undefined, label: string): string[] {
  return message ? [`${label}: ${message}`] : [];
}

/** An invite to fill in chosen disclosures of an ESG year: the colleague signs in and opens the ESG form. */
export function renderEsgInviteMail(
  language: MailLanguage,
  input: {
    brand: string;
    inviter: string;
    project: string;
    year: string;
    parts: string[];
    message?: string;
    url: string;
  },
) {
  const parts = input.parts.join(', ');
  return language === 'de'
    ? renderMail({
        subject: `${input.brand}: ESG-Angaben für ${input.project} ${input.year}`,
        paragraphs: [
          `${input.inviter} bittet dich, diese Angaben im ESG-Bericht ${input.project} (${input.year}) auszufüllen: ${parts}.`,
          ...quoteMessage(input.message, 'Nachricht'),
          'Melde dich mit dieser E-Mail-Adresse an: Das ESG-Formular zeigt dir die Angaben, die dir zugewiesen sind.',
        ],
        action: 'Angaben öffnen',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: `${input.brand}: ESG disclosures for ${input.project} ${input.year}`,
        paragraphs: [
          `${input.inviter} asks you to fill in these disclosures of the ESG report ${input.project} (${input.year}): ${parts}.`,
          ...quoteMessage(input.message, 'Message'),
          'Sign in with this email address: the ESG form shows you the disclosures assigned to you.',
        ],
        action: 'Open the disclosures',
        url: input.url,
        footer: FOOTER.en,
      });
}

/** The code that proves a company controls the email domain of its single sign-on. */
export function renderSsoDomainCodeMail(
  language: MailLanguage,
  input: { code: string; domain: string; brand: string; url: string; validMinutes: number },
) {
  return language === 'de'
    ? renderMail({
        subject: `Code für ${input.domain}: ${input.code}`,
        paragraphs: [
          `${input.brand} möchte Single Sign-on für ${input.domain} einrichten und bestätigen, dass die Domain zum Unternehmen gehört.`,
          `Der Code lautet ${input.code}. Er ist ${input.validMinutes} Minuten gültig.`,
          'Gib ihn nur weiter, wenn du dieser Einrichtung zustimmst: Wer ihn hat, leitet die Anmeldung aller Adressen dieser Domain um.',
        ],
        action: 'Single-Sign-on-Einstellungen öffnen',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: `Code for ${input.domain}: ${input.code}`,
        paragraphs: [
          `${input.brand} wants to set up single sign-on for ${input.domain} and confirm that the domain belongs to the company.`,
          `The code is ${input.code}. It is valid for ${input.validMinutes} minutes.`,
          'Only pass it on if you agree to this set-up: whoever has it redirects the sign-in of every address at this domain.',
        ],
        action: 'Open the single sign-on settings',
        url: input.url,
        footer: FOOTER.en,
      });
}

/** The link that confirms a new registration's address and creates the account. */
export function renderRegistrationConfirmationMail(
  language: MailLanguage,
  input: { brand: string; url: string; validHours: number },
) {
  return language === 'de'
    ? renderMail({
        subject: 'Bestätige deine Registrierung bei Carbon Ledger',
        paragraphs: [
          `Mit dieser Adresse wurde ein Konto für ${input.brand} bei Carbon Ledger angelegt. Bestätige sie, um das Konto zu eröffnen und dich anzumelden.`,
          `Der Link ist ${input.validHours} Stunden gültig und kann einmal verwendet werden.`,
        ],
        action: 'Registrierung bestätigen',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: 'Confirm your Carbon Ledger registration',
        paragraphs: [
          `This address was used to register ${input.brand} on Carbon Ledger. Confirm it to open the account and sign in.`,
          `The link is valid for ${input.validHours} hours and can be used once.`,
        ],
        action: 'Confirm the registration',
        url: input.url,
        footer: FOOTER.en,
      });
}

/** Tells an account's owner that someone tried to register again with their address. */
export function renderRegistrationAttemptNoticeMail(
  language: MailLanguage,
  input: { signInUrl: string; resetUrl: string },
) {
  return language === 'de'
    ? renderMail({
        subject: 'Registrierungsversuch mit deiner Adresse',
        paragraphs: [
          'Jemand hat versucht, sich mit dieser E-Mail-Adresse bei Carbon Ledger zu registrieren. Es gibt bereits ein Konto dafür, daher wurde nichts angelegt.',
          'Warst du das, melde dich einfach an. Falls du dein Passwort vergessen hast, kannst du hier ein neues wählen:',
          input.resetUrl,
        ],
        action: 'Anmelden',
        url: input.signInUrl,
        footer: 'Warst du das nicht, kannst du diese E-Mail ignorieren: Dein Konto bleibt unverändert.',
      })
    : renderMail({
        subject: 'Someone tried to register with your address',
        paragraphs: [
          'Someone tried to register on Carbon Ledger with this email address. It already has an account, so nothing was created.',
          'If it was you, just sign in. If you forgot your password, you can choose a new one here:',
          input.resetUrl,
        ],
        action: 'Sign in',
        url: input.signInUrl,
        footer: 'If it was not you, you can ignore this email: your account stays as it is.',
      });
}

/** Support's answer to a ticket, mailed to the person who filed it. */
export function renderSupportReplyMail(
  language: MailLanguage,
  input: { subject: string; reply: string; isClosed: boolean; url: string },
) {
  const subject = input.subject.replace(/\s+/g, ' ');
  return language === 'de'
    ? renderMail({
        subject: `Antwort auf dein Ticket: ${subject}`,
        paragraphs: [
          `Der Support hat auf dein Ticket „${subject}“ geantwortet:`,
          input.reply,
          ...(input.isClosed ? ['Das Ticket ist damit geschlossen.'] : []),
        ],
        action: 'Deine Tickets öffnen',
        url: input.url,
        footer: 'Du bekommst diese E-Mail, weil du bei Carbon Ledger ein Support-Ticket eingereicht hast.',
      })
    : renderMail({
        subject: `Answer to your ticket: ${subject}`,
        paragraphs: [
          `Support answered your ticket “${subject}”:`,
          input.reply,
          ...(input.isClosed ? ['The ticket is closed with this answer.'] : []),
        ],
        action: 'Open your tickets',
        url: input.url,
        footer: 'You get this email because you submitted a support ticket on Carbon Ledger.',
      });
}

/** A result the reader had marked reviewed was changed: its mark is cleared and wants a new review. */
export function renderReviewClearedMail(
  language: MailLanguage,
  input: { result: string; project: string; year: string; changedBy: string; comment: string; url: string },
) {
  const comment = input.comment.trim();
  return language === 'de'
    ? renderMail({
        subject: `Prüfmarkierung aufgehoben: ${input.result} (${input.project} ${input.year})`,
        paragraphs: [
          `${input.changedBy || 'Jemand'} hat das Ergebnis „${input.result}“ in ${input.project} (${input.year}) geändert, das du als geprüft markiert hattest. Deine Markierung wurde deshalb aufgehoben.`,
          ...(comment ? [`Dein Prüfkommentar war: „${comment}“`] : []),
          'Bitte prüfe das Ergebnis noch einmal.',
        ],
        action: 'Ergebnis öffnen',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: `Review mark cleared: ${input.result} (${input.project} ${input.year})`,
        paragraphs: [
          `${input.changedBy || 'Someone'} changed the result “${input.result}” in ${input.project} (${input.year}), which you had marked reviewed. Your mark was therefore cleared.`,
          ...(comment ? [`Your review comment was: “${comment}”`] : []),
          'Please review the result again.',
        ],
        action: 'Open the result',
        url: input.url,
        footer: FOOTER.en,
      });
}

/** A personal commute survey link to an employee (sent once, and once more as the reminder). */
export function renderSurveyInviteMail(
  language: MailLanguage,
  input: { brand: string; survey: string; url: string; seconds: number; isReminder: boolean },
) {
  return language === 'de'
    ? renderMail({
        subject: `${input.isReminder ? 'Erinnerung: ' : ''}${input.brand}: ${input.survey}`,
        paragraphs: [
          `${input.brand} möchte wissen, wie du zur Arbeit kommst und wie oft du im Homeoffice arbeitest: ${input.survey}. Das dauert etwa ${input.seconds} Sekunden.`,
          'Deine Antworten sind anonym: Dein Unternehmen sieht nur zusammengefasste Ergebnisse von mindestens fünf Personen. Der Link ist persönlich und gilt für eine Antwort.',
        ],
        action: 'Zur Umfrage',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: `${input.isReminder ? 'Reminder: ' : ''}${input.brand}: ${input.survey}`,
        paragraphs: [
          `${input.brand} would like to know how you get to work and how often you work from home: ${input.survey}. It takes about ${input.seconds} seconds.`,
          'Your answers are anonymous: your company only sees results combined from at least five people. The link is personal and takes one answer.',
        ],
        action: 'Open the survey',
        url: input.url,
        footer: FOOTER.en,
      });
}

/** A supplier questionnaire (supplier assessments): the public form's link, the year and the deadline. */
export function renderSupplierQuestionnaireMail(
  language: MailLanguage,
  input: {
    brand: string;
    supplier: string;
    title: string;
    year: number;
    deadline: string;
    url: string;
    isReminder: boolean;
  },
) {
  return language === 'de'
    ? renderMail({
        subject: `${input.isReminder ? 'Erinnerung: ' : ''}${input.brand} bittet ${input.supplier} um den Fragebogen „${input.title}“ ${input.year}`,
        paragraphs: [
          `${input.brand} bittet dich, den Fragebogen „${input.title}“ für ${input.year} bis zum ${input.deadline} auszufüllen.`,
          'Du brauchst kein Konto. Deine Antworten werden als Entwurf gespeichert, bis du sie absendest. Fragen, die als optional markiert sind, kannst du ablehnen.',
          'Der Link ist persönlich: Gib ihn nicht weiter.',
        ],
        action: 'Fragebogen öffnen',
        url: input.url,
        footer: FOOTER.de,
      })
    : renderMail({
        subject: `${input.isReminder ? 'Reminder: ' : ''}${input.brand} asks ${input.supplier} for the questionnaire "${input.title}" ${input.year}`,
        paragraphs: [
          `${input.brand} asks you to fill in the questionnaire "${input.title}" for ${input.year} by ${input.deadline}.`,
          'You do not need an account. Your answers are kept as a draft until you submit them. You may decline the questions marked optional.',
          'The link is personal: do not share it.',
        ],
        action: 'Open the questionnaire',
        url: input.url,
        footer: FOOTER.en,
      });
}
