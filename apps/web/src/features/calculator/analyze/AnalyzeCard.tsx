import type { ReactNode } from 'react';

export type AnalyzeCardProps = {
  id: string;
  title: string;
  description?: string | undefined;
  children: ReactNode;
  className?: string;
  /** Content on the right of the title (a legend). */
  aside?: ReactNode;
  /** The title's heading level where the card sits deeper in a page's outline (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
};

/** A titled card of the Analyze page: a region named by its heading. */
export function AnalyzeCard({
  id,
  title,
  description,
  children,
  className = '',
  aside,
  headingLevel = 2,
}: AnalyzeCardProps) {
  const headingId = `${id}-title`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
      data-testid={id}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
