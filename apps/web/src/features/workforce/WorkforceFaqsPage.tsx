import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workforceFaqsDe } from './texts.de.ts';
import { workforceFaqsEn } from './texts.en.ts';
import { WORKFORCE_HOME } from './workforce-access.ts';

/** `/workforce/faqs` (public): what the Workforce module does in this version, in English or German. */
export function WorkforceFaqsPage() {
  const { i18n } = useTranslation();
  const faqs = i18n.resolvedLanguage === 'de' ? workforceFaqsDe : workforceFaqsEn;
  return (
    <article
      className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6"
      lang={i18n.resolvedLanguage === 'de' ? 'de' : 'en'}
    >
      <h1 className="text-2xl font-semibold">{faqs.title}</h1>
      <p className="mt-2 text-slate-700">{faqs.intro}</p>
      <dl className="mt-6 space-y-5">
        {faqs.items.map((item) => (
          <div key={item.question} className="rounded-xl bg-white p-5 shadow-sm">
            <dt className="font-semibold">{item.question}</dt>
            <dd className="mt-2 text-slate-700">{item.answer}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 text-sm">
        <Link to={WORKFORCE_HOME} className="font-medium text-brand-700 underline hover:text-brand-800">
          {faqs.signIn}
        </Link>
      </p>
    </article>
  );
}
