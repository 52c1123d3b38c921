import { Switch } from 'radix-ui';
import { useId } from 'react';

export type SwitchFieldProps = {
  label: string;
  hint?: string | undefined;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
};

/** An on/off setting with its label and hint tied to it (a switch role for screen readers). */
export function SwitchField({ label, hint, isChecked, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch.Root
        id={id}
        checked={isChecked}
        onCheckedChange={onChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
