import type { Instance } from '@carbon-ledger/core';
import { AssuranceNote } from './AssuranceNote.tsx';

/** The assurance of each year shown (Analyze); a group names each year's entity. Nothing without any. */
export function YearsAssurance({ instances, isGroup }: { instances: readonly Instance[]; isGroup: boolean }) {
  const assured = instances.filter((instance) => instance.assurance.level !== 'none');
  if (assured.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {assured.map((instance) => (
        <AssuranceNote
          key={instance._id}
          assurance={instance.assurance}
          {...(isGroup ? { yearLabel: instance.container.name } : {})}
        />
      ))}
    </div>
  );
}
