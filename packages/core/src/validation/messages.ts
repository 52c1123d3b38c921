import type { DisplayLocale } from '../format/display-locale.ts';
import type { ValidationMessageKey } from './message-keys.ts';

/**
 * The texts for each validation key. German uses "du", like the rest of the app's German catalogue.
 * Typed as a full record so a new key without a text in both languages does not compile.
 */
export const VALIDATION_MESSAGES: Record<DisplayLocale, Record<ValidationMessageKey, string>> = {
  en: {
    'validation.required': 'Please fill in this field.',
    'validation.invalid': 'This value is not valid.',
    'validation.email.invalid': 'Please enter a valid email address.',
    'validation.password.length': 'The password must be 8 to 32 characters long.',
    'validation.password.digit': 'The password must contain at least one digit.',
    'validation.password.uppercase': 'The password must contain at least one uppercase letter.',
    'validation.passwordsDiffer': 'The passwords do not match.',
    'validation.country.invalid': 'Please choose a country from the list.',
    'validation.email.taken': 'An account with this email already exists. Please sign in instead.',
    'validation.email.member': 'This person is already a member of the company.',
    'validation.email.employee': 'This email is already an employee of the company.',
    'validation.email.repeated': 'This email is given more than once.',
    'validation.team.nameTaken': 'Another team already has this name.',
    'validation.supplier.nameTaken': 'Another supplier already has this name.',
    'validation.supplier.beyondValueChainCap':
      'A supplier with up to 1,000 employees may not be required to answer this: make it optional.',
    'validation.tooMany': 'There are too many entries.',
    'validation.insights.twoYears': 'Choose the base year and at least one later year.',
    'validation.insights.frameDomain': 'Enter a domain such as example.com or *.example.com.',
    'validation.password.wrong': 'The password is not correct.',
    'validation.email.unchanged': 'This is already the email address of your account.',
    'validation.apiKey.nameLength': 'The name must be at most 100 characters long.',
    'validation.apiKey.expiryPast': 'The expiry date must be in the future.',
    'validation.apiKey.expiryTooFar': 'The expiry date can be at most 2 years from today.',
    'validation.sso.issuerUrl': 'Please enter the provider address starting with https://.',
    'validation.sso.issuerUnreachable':
      'No OpenID Connect provider answered at this address. Please check the issuer URL.',
    'validation.sso.emailDomain': 'Please enter a domain such as example.org, without @.',
    'validation.sso.publicEmailDomain': 'Domains of public email services cannot be used for single sign-on.',
    'validation.sso.emailDomainTaken': 'Another company already uses this email domain for single sign-on.',
    'validation.sso.domainRecordMissing':
      'The TXT record was not found. DNS changes can take a while; please try again later.',
    'validation.sso.emailNotAtDomain': 'The address must be at the email domain of the single sign-on.',
    'validation.sso.domainCodeWrong': 'The code is wrong or has expired.',
    'validation.tooLong': 'This text is too long.',
    'validation.number': 'Please enter a number.',
    'validation.date': 'Use a real calendar day written YYYY-MM-DD, e.g. 2025-03-01.',
    'validation.endBeforeStart': 'The end date must not be before the start date.',
    'validation.unit': 'This unit does not fit this input.',
    'validation.frozen': 'This year is frozen. Ask an admin to unfreeze it before changing its data.',
    'validation.importRunStopped':
      'An earlier part of this upload was not stored, so this part was not stored either. Upload the file again from there.',
    'validation.unsafeText':
      'This text contains a character that cannot be stored (a null or broken character).',
    'validation.numberTooLarge': 'This number is too large: at most 10¹⁵ (a thousand trillion).',
    'validation.notNegative': 'The value must be zero or more.',
    'validation.figaroNeedsEuropeanCountry':
      "FIGARO factors are European: this year's country is not one of the 31 FIGARO countries, so choose the supplier's country or the USEEIO factors.",
    'validation.surchargeTooLarge': 'The surcharge can be at most 1,000 %.',
    'validation.factorSource.gridDesnzOutsideUk':
      'DESNZ grid factors are for the United Kingdom only. Choose another grid source, or the region GB.',
    'validation.factorSource.gridEgridOutsideUs':
      'eGRID factors are for US regions only. Choose another grid source, or a US region.',
    'validation.factorSource.spendFigaroOutsideEurope':
      'FIGARO has spend factors only for the EU countries, Norway, Switzerland, the United Kingdom and Turkey. Choose USEEIO for this region.',
    'validation.voluntarySectionHasRows':
      'A section you left out still holds rows of this year. Delete them in Inputs first, or keep the section.',
    'validation.customPlan.code':
      'Use 3 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit (no spaces).',
    'validation.customPlan.codeTaken':
      'Another custom plan already has this code (codes ignore upper and lower case).',
    'validation.customPlan.unknown':
      'There is no custom plan with this code. Please check the link or the code.',
    'validation.customPlan.used':
      'This code has already been used by another company. Ask your contact for a new one.',
    'validation.customPlan.withdrawn':
      'This custom plan has been withdrawn. Ask your contact for a new code.',
    'validation.customPlan.ended': 'The term of this custom plan has ended. Ask your contact for a new code.',
    'validation.customPlan.products': 'Choose at least one product.',
    'validation.customPlan.formTypes': 'Choose the form types when the plan includes Forms, and only then.',
    'validation.customPlan.seats': 'A plan has at least one seat.',
    'validation.customPlan.cents': 'Use at most two decimals.',
    'validation.customPlan.price': 'Enter a price or choose “Invoiced separately” (not both).',
    'validation.survey.option': 'Please choose one of the given answers.',
    'validation.survey.belowMin': 'This number is below the smallest value this question takes.',
    'validation.survey.aboveMax': 'This number is above the largest value this question takes.',
    'validation.survey.integer': 'Please enter a whole number.',
    'validation.survey.shares': 'The shares must add up to 100 %.',
    'validation.survey.choiceCount': 'Please choose as many answers as the question asks for.',
    'validation.survey.halfDays': 'Please enter whole or half days (e.g. 2 or 2.5).',
    'validation.survey.notDeclinable': 'This question cannot be skipped.',
    'validation.survey.sumTooLarge':
      'Together with the related answer this is more than possible (e.g. more than 7 days a week).',
    'validation.survey.unknownQuestion': 'This question is not part of the survey.',
    'validation.survey.closed': 'This survey is closed and takes no more answers.',
    'validation.survey.submitted': 'Your answers are already in. Thank you!',
    'validation.survey.duplicate': 'These exact answers were already sent from here.',
    'validation.survey.addressLimit': 'This link has taken as many answers from your network as it allows.',
    'claims.forbidden':
      'This text makes an environmental claim that Directive (EU) 2024/825 bans in public texts. Say what was measured, and separately what was financed, with the year.',
  },
  de: {
    'validation.required': 'Bitte fülle dieses Feld aus.',
    'validation.invalid': 'Dieser Wert ist ungültig.',
    'validation.email.invalid': 'Bitte gib eine gültige E-Mail-Adresse ein.',
    'validation.password.length': 'Das Passwort muss 8 bis 32 Zeichen lang sein.',
    'validation.password.digit': 'Das Passwort muss mindestens eine Ziffer enthalten.',
    'validation.password.uppercase': 'Das Passwort muss mindestens einen Großbuchstaben enthalten.',
    'validation.passwordsDiffer': 'Die Passwörter stimmen nicht überein.',
    'validation.country.invalid': 'Bitte wähle ein Land aus der Liste aus.',
    'validation.email.taken': 'Mit dieser E-Mail gibt es bereits ein Konto. Bitte melde dich an.',
    'validation.email.member': 'Diese Person gehört bereits zum Unternehmen.',
    'validation.email.employee': 'Diese E-Mail-Adresse ist bereits als Mitarbeitende:r erfasst.',
    'validation.email.repeated': 'Diese E-Mail-Adresse steht mehrfach in der Liste.',
    'validation.team.nameTaken': 'Ein anderes Team hat bereits diesen Namen.',
    'validation.supplier.nameTaken': 'Ein anderer Lieferant hat bereits diesen Namen.',
    'validation.supplier.beyondValueChainCap':
      'Ein Lieferant mit bis zu 1.000 Beschäftigten darf hierzu nicht verpflichtet werden: Mach die Frage optional.',
    'validation.tooMany': 'Es sind zu viele Einträge.',
    'validation.insights.twoYears': 'Wähle das Basisjahr und mindestens ein späteres Jahr.',
    'validation.insights.frameDomain': 'Gib eine Domain wie example.com oder *.example.com ein.',
    'validation.password.wrong': 'Das Passwort ist nicht korrekt.',
    'validation.email.unchanged': 'Das ist bereits die E-Mail-Adresse deines Kontos.',
    'validation.apiKey.nameLength': 'Der Name darf höchstens 100 Zeichen lang sein.',
    'validation.apiKey.expiryPast': 'Das Ablaufdatum muss in der Zukunft liegen.',
    'validation.apiKey.expiryTooFar': 'Das Ablaufdatum darf höchstens 2 Jahre in der Zukunft liegen.',
    'validation.sso.issuerUrl': 'Bitte gib die Adresse des Anbieters mit https:// ein.',
    'validation.sso.issuerUnreachable':
      'Unter dieser Adresse antwortet kein OpenID-Connect-Anbieter. Bitte prüfe die Issuer-URL.',
    'validation.sso.emailDomain': 'Bitte gib eine Domain wie example.org ein, ohne @.',
    'validation.sso.publicEmailDomain':
      'Domains öffentlicher E-Mail-Dienste können nicht für Single Sign-on genutzt werden.',
    'validation.sso.emailDomainTaken':
      'Ein anderes Unternehmen nutzt diese E-Mail-Domain bereits für Single Sign-on.',
    'validation.sso.domainRecordMissing':
      'Der TXT-Eintrag wurde nicht gefunden. DNS-Änderungen brauchen etwas Zeit; bitte versuche es später noch einmal.',
    'validation.sso.emailNotAtDomain': 'Die Adresse muss zur E-Mail-Domain des Single Sign-on gehören.',
    'validation.sso.domainCodeWrong': 'Der Code ist falsch oder abgelaufen.',
    'validation.tooLong': 'Dieser Text ist zu lang.',
    'validation.number': 'Bitte gib eine Zahl ein.',
    'validation.date': 'Gib einen echten Kalendertag im Format JJJJ-MM-TT an, z. B. 2025-03-01.',
    'validation.endBeforeStart': 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    'validation.unit': 'Diese Einheit passt nicht zu diesem Feld.',
    'validation.frozen':
      'Dieses Jahr ist eingefroren. Bitte einen Admin, es freizugeben, bevor du Daten änderst.',
    'validation.importRunStopped':
      'Ein früherer Teil dieses Uploads wurde nicht gespeichert, daher auch dieser nicht. Lade die Datei ab dort erneut hoch.',
    'validation.unsafeText':
      'Dieser Text enthält ein Zeichen, das nicht gespeichert werden kann (ein Null- oder defektes Zeichen).',
    'validation.numberTooLarge': 'Diese Zahl ist zu groß: höchstens 10¹⁵ (eine Billiarde).',
    'validation.notNegative': 'Der Wert muss null oder größer sein.',
    'validation.figaroNeedsEuropeanCountry':
      'FIGARO-Faktoren sind europäisch: Das Land dieses Jahres gehört nicht zu den 31 FIGARO-Ländern, also wähle das Land des Lieferanten oder die USEEIO-Faktoren.',
    'validation.surchargeTooLarge': 'Der Aufschlag darf höchstens 1.000 % betragen.',
    'validation.factorSource.gridDesnzOutsideUk':
      'DESNZ-Netzfaktoren gelten nur für das Vereinigte Königreich. Wähle eine andere Netzquelle oder die Region GB.',
    'validation.factorSource.gridEgridOutsideUs':
      'eGRID-Faktoren gelten nur für US-Regionen. Wähle eine andere Netzquelle oder eine US-Region.',
    'validation.factorSource.spendFigaroOutsideEurope':
      'FIGARO hat Ausgabenfaktoren nur für die EU-Länder, Norwegen, die Schweiz, das Vereinigte Königreich und die Türkei. Wähle für diese Region USEEIO.',
    'validation.voluntarySectionHasRows':
      'Ein abgewählter Abschnitt enthält noch Zeilen dieses Jahres. Lösche sie zuerst in den Eingaben oder behalte den Abschnitt.',
    'validation.customPlan.code':
      'Verwende 3 bis 64 Buchstaben, Ziffern, Punkte, Binde- oder Unterstriche, beginnend mit einem Buchstaben oder einer Ziffer (ohne Leerzeichen).',
    'validation.customPlan.codeTaken':
      'Ein anderer individueller Plan hat diesen Code bereits (Groß- und Kleinschreibung zählt nicht).',
    'validation.customPlan.unknown':
      'Es gibt keinen individuellen Plan mit diesem Code. Bitte prüfe den Link oder den Code.',
    'validation.customPlan.used':
      'Dieser Code wurde bereits von einem anderen Unternehmen verwendet. Frag deine Ansprechperson nach einem neuen.',
    'validation.customPlan.withdrawn':
      'Dieser individuelle Plan wurde zurückgezogen. Frag deine Ansprechperson nach einem neuen Code.',
    'validation.customPlan.ended':
      'Die Laufzeit dieses individuellen Plans ist abgelaufen. Frag deine Ansprechperson nach einem neuen Code.',
    'validation.customPlan.products': 'Wähle mindestens ein Produkt.',
    'validation.customPlan.formTypes': 'Wähle die Formulartypen, wenn der Plan Forms enthält, und nur dann.',
    'validation.customPlan.seats': 'Ein Plan hat mindestens einen Platz.',
    'validation.customPlan.cents': 'Verwende höchstens zwei Nachkommastellen.',
    'validation.customPlan.price':
      'Gib einen Preis ein oder wähle „Separat in Rechnung gestellt“ (nicht beides).',
    'validation.survey.option': 'Bitte wähle eine der angebotenen Antworten.',
    'validation.survey.belowMin': 'Diese Zahl ist kleiner als der kleinste Wert, den diese Frage annimmt.',
    'validation.survey.aboveMax': 'Diese Zahl ist größer als der größte Wert, den diese Frage annimmt.',
    'validation.survey.integer': 'Bitte gib eine ganze Zahl ein.',
    'validation.survey.shares': 'Die Anteile müssen zusammen 100 % ergeben.',
    'validation.survey.choiceCount': 'Bitte wähle so viele Antworten, wie die Frage verlangt.',
    'validation.survey.halfDays': 'Bitte gib ganze oder halbe Tage ein (z. B. 2 oder 2,5).',
    'validation.survey.notDeclinable': 'Diese Frage kann nicht übersprungen werden.',
    'validation.survey.sumTooLarge':
      'Zusammen mit der zugehörigen Antwort ist das mehr als möglich (z. B. mehr als 7 Tage pro Woche).',
    'validation.survey.unknownQuestion': 'Diese Frage gehört nicht zur Umfrage.',
    'validation.survey.closed': 'Diese Umfrage ist geschlossen und nimmt keine Antworten mehr an.',
    'validation.survey.submitted': 'Deine Antworten sind schon da. Danke!',
    'validation.survey.duplicate': 'Genau diese Antworten wurden von hier schon gesendet.',
    'validation.survey.addressLimit':
      'Dieser Link hat aus deinem Netzwerk so viele Antworten angenommen, wie er erlaubt.',
    'claims.forbidden':
      'Dieser Text enthält eine Umweltaussage, die die Richtlinie (EU) 2024/825 in öffentlichen Texten verbietet. Nenne, was gemessen wurde, und getrennt davon, was finanziert wurde, mit dem Jahr.',
  },
};
