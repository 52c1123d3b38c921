import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '../../../components/form/useCountryOptions.ts';
import { useSession } from '../../auth/session-api.ts';
import { listRegionOptions, pickDefaultRegion, type RegionOption } from './project-defaults.ts';

/** The electricity regions in the UI language, and the default one (the company's country, else DE). */
export function useRegionOptions(): { options: RegionOption[]; defaultRegion: string } {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const countries = useCountryOptions(language);
  const { data: user } = useSession();
  const options = useMemo(
    () => listRegionOptions(countries, (code) => t('calculatorShell.create.egridRegion', { code })),
    [countries, t],
  );
  return { options, defaultRegion: pickDefaultRegion(user?.companyInfo.country, options) };
}
