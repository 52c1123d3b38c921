import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { useSession } from '../../auth/session-api.ts';
import { useHasRoleFor } from '../../auth/useCan.ts';
import { useCalculatorLang } from '../api/calculator-queries.ts';
import { useCalculatorScope } from '../shell/calculator-scope.ts';
import { YearDisclosuresDialog } from './YearDisclosuresDialog.tsx';

/** Opens the ESRS E1 disclosures of the year in view (one year, not a group); for those who edit results. */
export function YearDisclosuresButton() {
  const { t } = useTranslation();
  const scope = useCalculatorScope();
  const lang = useCalculatorLang();
  // A frozen year still takes its net revenue and statements; the server refuses a new residual mix.
  const canEdit = useHasRoleFor('calculatorResults');
  const { data: user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const instance = scope.kind === 'group' ? undefined : scope.setup.instances[0];
  if (!instance || !canEdit) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)} data-testid="open-year-disclosures">
        {t('calculatorAnalyze.disclosures.open')}
      </Button>
      {isOpen && (
        <YearDisclosuresDialog
          instance={instance}
          currency={user?.currencyInfo.currency ?? 'EUR'}
          lang={lang}
          isOpen={isOpen}
          onOpenChange={setIsOpen}
        />
      )}
    </>
  );
}
