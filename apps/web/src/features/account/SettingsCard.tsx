import type { ReactNode } from 'react';

export type SettingsCardProps = {
  title: string;
  /** Ties the heading to the section for screen readers. */
  titleId: string;
  description?: string | undefined;
  isDanger?: boolean;
  children: ReactNode;
};

/** One titled block of the account settings page. */
export function SettingsCard({ title, titleId, description, isDanger = false, children }: SettingsCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-xl bg-white p-6 shadow-sm ${isDanger ? 'border border-red-200' : ''}`}
    >
      <h3 id={titleId} className={`text-lg font-semibold ${isDanger ? 'text-red-800' : ''}`}>
        {title}
      </h3>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
