import { describe, expect, it } from 'vitest';
import { mapResultErrors } from './error-paths.ts';
import { INSTANCE_ID } from './inputs-fixtures.ts';

const UPDATED_ID = '00000000-0000-4000-8000-0000000000a1';
const batch = {
  toCreate: [
    { instance: INSTANCE_ID, formOptionId: 'a' },
    { instance: INSTANCE_ID, formOptionId: 'b' },
  ],
  toUpdate: [{ _id: UPDATED_ID, instance: INSTANCE_ID, formOptionId: 'c' }],
  toDelete: ['00000000-0000-4000-8000-0000000000d1'],
};
const keyOfId = (id: string) => (id === UPDATED_ID ? 'row-updated' : undefined);

describe('mapResultErrors', () => {
  it('maps created and updated rows to their draft keys and field paths', () => {
    const mapped = mapResultErrors(
      [
        { path: 'results.toCreate.1.emissionActivityInputs.0.unit', message: 'validation.invalid' },
        { path: 'results.toCreate.1.name', message: 'validation.tooLong' },
        { path: 'results.toUpdate.0.children.2.name', message: 'validation.required' },
        { path: 'results.toUpdate.0.userFactor.source', message: 'validation.required' },
      ],
      batch,
      ['new-1', 'new-2'],
      keyOfId,
    );
    expect(mapped).toEqual({
      rows: {
        'new-2': { 'emissionActivityInputs.0.unit': 'validation.invalid', name: 'validation.tooLong' },
        'row-updated': {
          'children.2.name': 'validation.required',
          'userFactor.source': 'validation.required',
        },
      },
      general: [],
    });
  });

  it('names a whole row with an empty field path and keeps the first message per field', () => {
    const mapped = mapResultErrors(
      [
        { path: 'results.toCreate.0', message: 'first' },
        { path: 'results.toCreate.0', message: 'second' },
      ],
      batch,
      ['new-1', 'new-2'],
      keyOfId,
    );
    expect(mapped.rows).toEqual({ 'new-1': { '': 'first' } });
  });

  it.each([
    'results.toDelete.0',
    'results.toCreate.7.name',
    'results.toUpdate.4.name',
    'aggregateFormSectionsForInstances.0',
    '',
  ])('returns %j as a general message', (path) => {
    expect(mapResultErrors([{ path, message: 'm' }], batch, ['new-1', 'new-2'], keyOfId)).toEqual({
      rows: {},
      general: ['m'],
    });
  });
});
