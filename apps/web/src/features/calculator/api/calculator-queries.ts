import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  fetchCalculatorSetup,
  fetchForm,
  fetchGroupSetup,
  fetchInstancesSetup,
  type Lang,
} from './calculator-api.ts';

/** Query keys of the calculator: everything under ['calculator'] is refetched after a change. */
export const calculatorKeys = {
  all: ['calculator'] as const,
  setup: () => ['calculator', 'setup'] as const,
  instancesSetup: (instances: readonly string[], lang: Lang) =>
    ['calculator', 'instances-setup', [...instances].sort(), lang] as const,
  groupSetup: (groupId: string, lang: Lang) => ['calculator', 'group-setup', groupId, lang] as const,
  form: (formGroup: string, lang: Lang, container = '') =>
    ['calculator', 'form', formGroup, lang, container] as const,
  formResults: (instances: readonly string[], sectionKey: string) =>
    ['calculator', 'form-results', [...instances].sort(), sectionKey] as const,
};

/** The UI language as the calculator calls take it. */
export function useCalculatorLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('de') ? 'de' : 'en';
}

/** Containers, groups and form group types of the company. */
export function useCalculatorSetup() {
  return useQuery({ queryKey: calculatorKeys.setup(), queryFn: fetchCalculatorSetup });
}

/** Totals, sections, instances and the form of one instance or a group's instances (re-fetched per language). */
export function useInstancesSetup(instances: readonly string[]) {
  const lang = useCalculatorLang();
  return useQuery({
    queryKey: calculatorKeys.instancesSetup(instances, lang),
    queryFn: () => fetchInstancesSetup([...instances], lang),
    enabled: instances.length > 0,
    // Keep the page (and its unsaved drafts) mounted while the same instances are re-fetched in a new
    // language; another instance never shows the previous one's data.
    placeholderData: (previous, previousQuery) =>
      JSON.stringify(previousQuery?.queryKey[2]) === JSON.stringify([...instances].sort())
        ? previous
        : undefined,
  });
}

export function useGroupSetup(groupId: string | undefined) {
  const lang = useCalculatorLang();
  return useQuery({
    queryKey: calculatorKeys.groupSetup(groupId ?? '', lang),
    queryFn: () => fetchGroupSetup(groupId ?? '', lang),
    enabled: Boolean(groupId),
  });
}

/** A form in the UI language; re-fetched when the language changes (spec section 4). */
export function useCalculatorForm(formGroup: string | undefined, container?: string) {
  const lang = useCalculatorLang();
  return useQuery({
    queryKey: calculatorKeys.form(formGroup ?? '', lang, container),
    queryFn: () => fetchForm(formGroup ?? '', lang, container),
    enabled: Boolean(formGroup),
    staleTime: 10 * 60 * 1000,
  });
}

/** Refetches every calculator query (after a save, a freeze, a new year). */
export function useInvalidateCalculator() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calculatorKeys.all });
}
