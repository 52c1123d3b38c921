import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session-api.ts';
import { DeletionRequestSection } from './DeletionRequestSection.tsx';
import { EmailChangeSection } from './EmailChangeSection.tsx';
import { PasswordChangeSection } from './PasswordChangeSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';

/** Settings → Account (every signed-in user): profile, password, email address, deletion. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  if (!user) return null; // the session guard above never lets this happen
  return (
    <div className="space-y-6">
      <header>
        <h2 className="text-xl font-semibold">{t('settings.nav.account')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('account.settings.description')}</p>
      </header>
      <ProfileSection key={user._id} user={user} />
      <PasswordChangeSection />
      <EmailChangeSection email={user.email} />
      <DeletionRequestSection email={user.email} />
    </div>
  );
}
