import { z } from 'zod';
/** The products a trial can be started for (spec section 4, "Trial"): `TRIAL_PRODUCTS`. */
export const trialProductSchema = z.enum(['workforce', 'events']);
export type TrialProduct = z.infer<typeof trialProductSchema>;

/** One trial the server recorded for a company: one per company and product, never restarted. */
export const trialSchema = z.object({
  product: trialProductSchema,
  /** ISO date-times; the trial is open from `startedAt` until (not including) `endsAt`. */
  startedAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
export type Trial = z.infer<typeof trialSchema>;

/** A company's trials by product; a product without a key has had none. */
export type Trials = Partial<Record<TrialProduct, Pick<Trial, 'startedAt' | 'endsAt'>>>;

/** `GET /api/company/trials`: the company's trials, and how many days a new one lasts (0: none offered). */
export const trialsResponseSchema = z.object({
  trials: z.array(trialSchema),
  trialDays: z.number().int().min(0),
});
export type TrialsResponse = z.infer<typeof trialsResponseSchema>;

/** `POST /api/company/trials`: start the company's trial of a product (or answer the one it had). */
export const startTrialRequestSchema = z.object({ product: trialProductSchema }).strict();
export const startTrialResponseSchema = z.object({ trial: trialSchema, isNew: z.boolean() });
export type StartTrialResponse = z.infer<typeof startTrialResponseSchema>;

/** The trials of a response keyed by product, as the entitlement context takes them. */
export function toTrials(trials: readonly Trial[]): Trials {
  return Object.fromEntries(trials.map((trial) => [trial.product, trial]));
}

/** Is the company's trial of `product` running at `now` (started, not yet ended)? */
export function isTrialRunning(trials: Trials | undefined, product: string, now: Date): boolean {
  const trial = trials?.[product as TrialProduct];
  if (!trial) return false;
  const time = now.getTime();
  return Date.parse(trial.startedAt) <= time && time < Date.parse(trial.endsAt);
}

/** When a trial started at `startedAt` ends: `days` whole days of 24 hours later. */
export function computeTrialEnd(startedAt: Date, days: number): Date {
  return new Date(startedAt.getTime() + days * 86_400_000);
}
