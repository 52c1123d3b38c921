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
  input: { brand: string; inviter: string; project: string; year: string; parts: string[]; url: string },
) {
  const parts = input.parts.join(', ');
  return language === 'de'
    ? renderMail({
        subject: `${input.brand} bittet dich um Daten für ${input.project} ${input.year}`,
        paragraphs: [
          `${input.inviter} von ${input.brand} bittet dich, Daten für ${input.project} (${input.year}) einzutragen: ${parts}.`,
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
          'You do not need an account. The link is personal: do not share it. It works until it is revoked or sent again.',
        ],
        action: 'Enter the data',
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
