import type { ReactNode } from 'react';

export type AnalyzeCardProps = {
  id: string;
  title: string;
  description?: string | undefined;
  children: ReactNode;
  className?: string;
  /** Content on the right of the title (a legend). */
  aside?: ReactNode;
};

/** A titled card of the Analyze page: a region named by its heading. */
export function AnalyzeCard({ id, title, description, children, className = '', aside }: AnalyzeCardProps) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
      data-testid={id}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
