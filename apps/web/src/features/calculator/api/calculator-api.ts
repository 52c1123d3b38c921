import {
  type BulkImportRequest,
  type BulkImportResponse,
  bulkImportResponseSchema,
  type CalculatorSetupResponse,
  type CreateInstanceRequest,
  calculatorOkSchema,
  calculatorSetupResponseSchema,
  containerResponseSchema,
  createInstanceResponseSchema,
  type ErrorDetail,
  groupResponseSchema,
  groupsSetupResponseSchema,
  type InstanceGeneralInput,
  type InstancesSetupResponse,
  instanceResponseSchema,
  instancesSetupResponseSchema,
  listFormResultsResponseSchema,
  listInstancesResponseSchema,
  listResultsResponseSchema,
  type ManageResultsRequest,
  type ManageResultsResponse,
  manageResultsResponseSchema,
  recomputePreviewResponseSchema,
  recomputeResponseSchema,
  retrieveFormResponseSchema,
} from '@carbon-ledger/core';
import { http } from '../../../api/client.ts';
import type { ApiResult } from '../../../api/http-client.ts';
import { createSaveKeys } from './save-keys.ts';

/** A failed calculator call; `code` is the API's error code, or NETWORK when the server was not reached. */
export class CalculatorApiError extends Error {
  override name = 'CalculatorApiError';
  readonly code: string;
  readonly status: number | undefined;
  readonly details: ErrorDetail[];

  constructor(code: string, message: string, status?: number, details: ErrorDetail[] = []) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/** The data of a calculator call, or a `CalculatorApiError` with the API's code, status and field details. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.data !== undefined) return result.data;
  throw new CalculatorApiError(
    result.error?.code ?? 'NETWORK',
    result.error?.message ?? 'No answer from the server.',
    result.error?.status ?? result.status,
    result.error?.details ?? [],
  );
}

const BASE = '/api/company/calculator';
export type Lang = 'en' | 'de';

export async function fetchCalculatorSetup(): Promise<CalculatorSetupResponse> {
  return unwrap(await http.get(`${BASE}/setup`, { schema: calculatorSetupResponseSchema }));
}

export async function fetchInstancesSetup(instances: string[], lang: Lang): Promise<InstancesSetupResponse> {
  return unwrap(
    await http.post(`${BASE}/instances/setup`, { instances, lang }, { schema: instancesSetupResponseSchema }),
  );
}

export async function fetchGroupSetup(groupId: string, lang: Lang) {
  return unwrap(
    await http.post(`${BASE}/groups/setup`, { _id: groupId, lang }, { schema: groupsSetupResponseSchema }),
  );
}

/** A form group's form; with `container`, that project's own form (a Custom project's composition). */
export async function fetchForm(formGroup: string, lang: Lang, container?: string) {
  const body = { formGroup, lang, ...(container ? { container } : {}) };
  return unwrap(await http.post(`${BASE}/forms/retrieve`, body, { schema: retrieveFormResponseSchema })).form;
}

export async function listInstances(body: { instances?: string[]; containers?: string[] }) {
  return unwrap(await http.post(`${BASE}/instances/list`, body, { schema: listInstancesResponseSchema }))
    .instances;
}

export async function listResultsPage(instances: string[], skip: number) {
  return unwrap(
    await http.post(
      `${BASE}/results/list`,
      { instances },
      { query: { skip }, schema: listResultsResponseSchema },
    ),
  );
}

export async function listFormResults(
  instances: string[],
  query: { c1?: string; c2?: string; c3?: string } = {},
) {
  return unwrap(
    await http.post(
      `${BASE}/results/form/list`,
      { instances, query },
      { schema: listFormResultsResponseSchema },
    ),
  );
}

const saveKeys = createSaveKeys();

/** One save batch, sent with an `Idempotency-Key` that a resend after a lost answer reuses. */
export async function manageResults(body: ManageResultsRequest): Promise<ManageResultsResponse> {
  const result = await http.post(`${BASE}/results/manage`, body, {
    schema: manageResultsResponseSchema,
    headers: { 'Idempotency-Key': saveKeys.keyFor(body) },
  });
  if (result.status !== undefined) saveKeys.settle(body);
  return unwrap(result);
}

export async function createInstance(body: CreateInstanceRequest) {
  return unwrap(await http.post(`${BASE}/instances`, body, { schema: createInstanceResponseSchema }));
}

export async function updateInstance(instanceId: string, general: InstanceGeneralInput) {
  return unwrap(
    await http.patch(
      `${BASE}/instances/:id`,
      { general },
      { params: { id: instanceId }, schema: instanceResponseSchema },
    ),
  ).instance;
}

export async function updateFormState(instanceId: string, sectionIdsMarkedAsExcluded: string[]) {
  return unwrap(
    await http.put(
      `${BASE}/instances/:id/form-state`,
      { sectionIdsMarkedAsExcluded },
      { params: { id: instanceId }, schema: instanceResponseSchema },
    ),
  ).instance;
}

export async function deleteInstance(instanceId: string) {
  return unwrap(
    await http.delete(`${BASE}/instances/:id`, { params: { id: instanceId }, schema: calculatorOkSchema }),
  );
}

export async function setInstanceFrozen(instanceId: string, isFrozen: boolean) {
  const path = `${BASE}/instances/:id/${isFrozen ? 'freeze' : 'unfreeze'}`;
  return unwrap(await http.post(path, {}, { params: { id: instanceId }, schema: instanceResponseSchema }))
    .instance;
}

export async function previewRecompute(instanceId: string) {
  return unwrap(
    await http.post(
      `${BASE}/instances/:id/recompute/preview`,
      {},
      {
        params: { id: instanceId },
        schema: recomputePreviewResponseSchema,
      },
    ),
  );
}

/** What saving a year's changed period or region would do to its figures; nothing is written. */
export async function previewInstanceGeneral(instanceId: string, general: InstanceGeneralInput) {
  return unwrap(
    await http.post(
      `${BASE}/instances/:id/general/preview`,
      { general },
      { params: { id: instanceId }, schema: recomputePreviewResponseSchema },
    ),
  );
}

export async function recomputeInstance(instanceId: string) {
  return unwrap(
    await http.post(
      `${BASE}/instances/:id/recompute`,
      {},
      {
        params: { id: instanceId },
        schema: recomputeResponseSchema,
      },
    ),
  );
}

export async function renameContainer(containerId: string, name: string) {
  return unwrap(
    await http.patch(
      `${BASE}/containers/:id`,
      { name },
      { params: { id: containerId }, schema: containerResponseSchema },
    ),
  ).container;
}

export async function deleteContainer(containerId: string) {
  return unwrap(
    await http.delete(`${BASE}/containers/:id`, { params: { id: containerId }, schema: calculatorOkSchema }),
  );
}

export async function createGroup(body: { name?: string; containers: string[] }) {
  return unwrap(await http.post(`${BASE}/groups`, body, { schema: groupResponseSchema })).group;
}

export async function updateGroup(groupId: string, body: { name?: string; containers: string[] }) {
  return unwrap(
    await http.patch(`${BASE}/groups/:id`, body, { params: { id: groupId }, schema: groupResponseSchema }),
  ).group;
}

export async function deleteGroup(groupId: string) {
  return unwrap(
    await http.delete(`${BASE}/groups/:id`, { params: { id: groupId }, schema: calculatorOkSchema }),
  );
}

/** One chunk of a spreadsheet import, previewed or stored (`results/bulk-import/templates`). */
export async function sendImportChunk(body: BulkImportRequest): Promise<BulkImportResponse> {
  return unwrap(
    await http.put(`${BASE}/results/bulk-import/templates`, body, { schema: bulkImportResponseSchema }),
  );
}
