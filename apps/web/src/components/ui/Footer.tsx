import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../api/status.ts';
import type { Language } from '../../i18n/languages.ts';

export type FooterProps = {
  /** The route's locales: the ENG/GER buttons appear only for those. */
  locales: readonly Language[];
};

const LOCALE_BUTTONS = [
  { language: 'en', labelKey: 'language.footerEn', nameKey: 'language.en' },
  { language: 'de', labelKey: 'language.footerDe', nameKey: 'language.de' },
] as const;

/** Footer of public pages: language buttons, policy links, tagline. */
export function Footer({ locales }: FooterProps) {
  const { t, i18n } = useTranslation();
  const { links } = useAppConfig();
  const policyLinks = [
    { href: links.terms, label: t('footer.terms') },
    { href: links.privacy, label: t('footer.privacy') },
    { href: links.faq, label: t('footer.faq') },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  const buttons = LOCALE_BUTTONS.filter((button) => locales.includes(button.language));

  return (
    <footer
      className="border-t border-slate-200 bg-white px-6 py-6 text-sm text-slate-600"
      data-testid="footer"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4">
        <p>{t('footer.tagline')}</p>
        <nav aria-label={t('footer.tagline')} className="flex flex-wrap items-center gap-4">
          {policyLinks.map((link) => (
            <a key={link.label} href={link.href} className="hover:text-slate-900 hover:underline">
              {link.label}
            </a>
          ))}
          {buttons.length > 1 && (
            <fieldset className="flex gap-1">
              <legend className="sr-only">{t('language.label')}</legend>
              {buttons.map((button) => (
                <button
                  key={button.language}
                  type="button"
                  lang={button.language}
                  aria-label={t(button.nameKey)}
                  aria-pressed={i18n.resolvedLanguage === button.language}
                  onClick={() => void i18n.changeLanguage(button.language)}
                  className="rounded px-2 py-1 font-medium aria-pressed:bg-slate-900 aria-pressed:text-white"
                >
                  {t(button.labelKey)}
                </button>
              ))}
            </fieldset>
          )}
        </nav>
      </div>
    </footer>
  );
}
