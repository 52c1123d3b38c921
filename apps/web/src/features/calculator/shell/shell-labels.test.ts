import { describe, expect, it } from 'vitest';
import { getGroupTitle } from './shell-labels.ts';

describe('getGroupTitle', () => {
  const texts = { untitled: 'Unbenannte Gruppe', allEntities: 'Alle Einheiten' };
  it.each([
    ['Sites in Bavaria', 'Sites in Bavaria'],
    ['  Sites  ', 'Sites'],
    ['', 'Unbenannte Gruppe'],
    [undefined, 'Unbenannte Gruppe'],
    ['Untitled Group', 'Unbenannte Gruppe'],
    ['All entities', 'Alle Einheiten'],
  ])('%j reads %j', (name, expected) => {
    expect(getGroupTitle(name, texts)).toBe(expected);
  });
});
