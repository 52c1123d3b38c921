import {
  CUSTOM_FORM,
  type CustomFormComposition,
  type CustomFormResponse,
  getCustomFormVersion,
  getDisplayContainerType,
} from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calculatorInstances } from '../../db/schema/calculator.ts';
import { AppError } from '../../http/app-error.ts';
import { type ContainerRow, listInstancesOfContainers, requireContainer } from '../calculator/queries.ts';
import { recomputeInstance } from '../calculator/recompute-service.ts';
import {
  changesUsedOptions,
  findLibraryIssues,
  findRemovedInUse,
  listComposedLineageKeys,
  pickNewestEditions,
  tryBuildForm,
} from './composition-checks.ts';
import { presentCustomForm } from './presenter.ts';
import {
  countResultsPerOption,
  listCustomForms,
  listLibraryEditions,
  lockContainer,
  type Queryable,
  type StoredCustomForm,
  upsertCustomForm,
} from './queries.ts';

/** Only a Custom project composes its form (an unknown type is shown as Custom, spec section 1). */
function assertCustomProject(container: ContainerRow): void {
  if (getDisplayContainerType(container.type) !== 'custom') {
    throw new AppError('BAD_REQUEST', 'Only a Custom project has a form of its own to compose.', [
      { path: 'id', message: 'validation.invalid' },
    ]);
  }
}

async function findStored(db: Queryable, companyId: string, containerId: string) {
  const [stored] = await listCustomForms(db, companyId, [containerId]);
  return stored;
}

async function loadAnswer(
  db: Queryable,
  companyId: string,
  container: ContainerRow,
  stored: StoredCustomForm | undefined,
): Promise<CustomFormResponse> {
  const keys = stored ? listComposedLineageKeys(stored.composition) : [];
  const [editions, usage] = await Promise.all([
    listLibraryEditions(db, keys),
    countResultsPerOption(db, companyId, container.id),
  ]);
  return presentCustomForm({
    container,
    stored,
    factors: pickNewestEditions(editions).values(),
    usage,
  });
}

/** `POST …/custom-form/retrieve`: a Custom project's composition, the factors it names and its usage. */
export async function retrieveCustomForm(
  db: Queryable,
  companyId: string,
  containerId: string,
): Promise<CustomFormResponse> {
  const container = await requireContainer(db, companyId, containerId);
  assertCustomProject(container);
  return loadAnswer(db, companyId, container, await findStored(db, companyId, containerId));
}

const invalid = (details: { path: string; message: string }[]) =>
  new AppError('VALIDATION_FAILED', 'The form cannot be saved as composed.', details);

/**
 * `PUT …/custom-form`: checks the composition (form rules, every factor in the library and per the
 * quantity's unit category), refuses to drop options that hold results (409), stores it under the next
 * version, and recomputes the unfrozen years when options holding results changed factor, unit or scope
 * (frozen years keep their figures). One transaction: all of it lands, or nothing.
 */
export async function saveCustomForm(
  db: Database,
  companyId: string,
  containerId: string,
  composition: CustomFormComposition,
): Promise<CustomFormResponse> {
  return db.transaction(async (tx) => {
    const container = await lockContainer(tx, companyId, containerId);
    if (!container) throw new AppError('NOT_FOUND', 'No such project.');
    assertCustomProject(container);
    const stored = await findStored(tx, companyId, containerId);
    const storedComposition = stored?.composition ?? { version: CUSTOM_FORM.version, sections: [] };
    if (composition.version !== storedComposition.version) {
      throw new AppError('CONFLICT', 'The form was changed since it was opened. Reload it and try again.', [
        { path: 'version', message: 'validation.invalid' },
      ]);
    }

    const built = tryBuildForm(composition);
    const editions = await listLibraryEditions(tx, listComposedLineageKeys(composition));
    const details = [...built.details, ...findLibraryIssues(composition, pickNewestEditions(editions))];
    if (details.length > 0) throw invalid(details);

    const usage = await countResultsPerOption(tx, companyId, containerId);
    const removed = findRemovedInUse(storedComposition, composition, usage);
    if (removed.length > 0) {
      const names = removed.map((entry) => `${entry.name} (${entry.numResults} results)`).join(', ');
      throw new AppError(
        'CONFLICT',
        `These rows hold results and cannot be removed or moved: ${names}. Delete their results first.`,
        removed.map((entry) => ({
          path: `removed.${entry.sectionId}.${entry.optionId}`,
          message: 'customForm.inUse',
        })),
      );
    }

    const version = (stored?.version ?? 0) + 1;
    const next: StoredCustomForm = {
      containerId,
      version,
      composition: { ...composition, version: `${new Date().getUTCFullYear()}.${version}` },
    };
    await upsertCustomForm(tx, companyId, next);

    if (changesUsedOptions(storedComposition, composition, usage)) {
      const formVersion = getCustomFormVersion(version);
      const instances = await listInstancesOfContainers(tx, companyId, [containerId]);
      for (const instance of instances.filter((row) => !row.isFrozen)) {
        await recomputeInstance(tx, companyId, instance, { isApplied: true });
        await tx
          .update(calculatorInstances)
          .set({ formVersion, updatedAt: new Date() })
          .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, instance.id)));
      }
    }
    return loadAnswer(tx, companyId, container, next);
  });
}
