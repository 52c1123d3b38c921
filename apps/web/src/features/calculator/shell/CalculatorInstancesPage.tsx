import { useTranslation } from 'react-i18next';

/** The projects home. Lists the company's projects and their years. */
export function CalculatorInstancesPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="projects-title">
      <h1 id="projects-title" className="text-2xl font-semibold">
        {t('calculator.projectsTitle')}
      </h1>
      <p className="mt-4 text-slate-600">{t('calculator.noProjects')}</p>
    </section>
  );
}
