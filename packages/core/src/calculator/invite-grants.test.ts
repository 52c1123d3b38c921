import { describe, expect, it } from 'vitest';
import {
  deriveDisclosureInviteStatus,
  deriveInviteItemStatus,
  type GrantSection,
  listGrantedOptionIds,
  listOptionIdsPerGrant,
  restrictSectionsToGrants,
} from './invite-grants.ts';

const form: GrantSection[] = [
  {
    id: 'scope-1',
    optionGroups: [{ id: 'fuels', options: [{ id: 'gas' }, { id: 'oil' }] }],
    sections: [],
  },
  {
    id: 'scope-2',
    sections: [
      {
        id: 'electricity-section',
        optionGroups: [
          { id: 'electricity', options: [{ id: 'grid', children: [{ id: 'grid-child' }] }] },
          { id: 'ev', options: [{ id: 'ev-car' }] },
        ],
      },
    ],
  },
];

describe('invite grants', () => {
  it.each([
    [[{ kind: 'section', id: 'scope-1' }], ['gas', 'oil']],
    [[{ kind: 'section', id: 'scope-2' }], ['grid', 'grid-child', 'ev-car']],
    [[{ kind: 'optionGroup', id: 'electricity' }], ['grid', 'grid-child']],
    [[{ kind: 'section', id: 'gone' }], []],
  ] as const)('grants %j the options %j', (grants, expected) => {
    expect([...listGrantedOptionIds(form, grants)]).toEqual(expected);
  });

  it('lists the options per grant', () => {
    const perGrant = listOptionIdsPerGrant(form, [
      { kind: 'optionGroup', id: 'ev' },
      { kind: 'section', id: 'scope-1' },
    ]);
    expect(Object.fromEntries(perGrant)).toEqual({
      'optionGroup:ev': ['ev-car'],
      'section:scope-1': ['gas', 'oil'],
    });
  });

  it('keeps granted sections whole and only the path to a granted option group', () => {
    expect(restrictSectionsToGrants(form, [{ kind: 'section', id: 'scope-1' }])).toEqual([form[0]]);
    expect(restrictSectionsToGrants(form, [{ kind: 'optionGroup', id: 'ev' }])).toEqual([
      {
        id: 'scope-2',
        optionGroups: [],
        sections: [
          {
            id: 'electricity-section',
            optionGroups: [{ id: 'ev', options: [{ id: 'ev-car' }] }],
            sections: [],
          },
        ],
      },
    ]);
    expect(restrictSectionsToGrants(form, [])).toEqual([]);
  });

  it.each([
    [[], false, 'no-data'],
    [[{ isMarkedComplete: false }, { isMarkedComplete: true }], false, 'in-progress'],
    [[{ isMarkedComplete: true }], false, 'complete'],
    [[{ isMarkedComplete: false }], true, 'complete'],
    [[], true, 'complete'],
  ] as const)('derives the status of rows %j (done: %s) as %s', (rows, isDone, expected) => {
    expect(deriveInviteItemStatus(rows, isDone)).toBe(expected);
  });

  it.each([
    [{ answered: 0, isComplete: false }, false, false, 'no-data'],
    [{ answered: 2, isComplete: false }, false, false, 'in-progress'],
    [{ answered: 0, isComplete: false }, false, true, 'complete'],
    [{ answered: 5, isComplete: true }, false, false, 'complete'],
    [{ answered: 0, isComplete: true }, true, false, 'complete'],
  ] as const)(
    'derives the status of a disclosure %j (not material: %s, done: %s) as %s',
    (completion, isNotMaterial, isDone, expected) => {
      expect(deriveDisclosureInviteStatus({ completion, isNotMaterial }, isDone)).toBe(expected);
    },
  );
});
