import { describe, expect, it } from 'vitest';
import { findUnsafeRequestValue, MAX_REQUEST_NUMBER_MAGNITUDE } from './request-input-safety.ts';

describe('findUnsafeRequestValue', () => {
  it.each([
    ['plain text and numbers', { name: 'Büro 🌍', kwh: 1200.5, tags: ['a', 'b'] }, undefined],
    ['a NUL byte', { name: 'a\u0000b' }, { path: 'name', message: 'validation.unsafeText' }],
    [
      'a lone high surrogate',
      { rows: [{ name: 'x\uD83C' }] },
      { path: 'rows.0.name', message: 'validation.unsafeText' },
    ],
    ['a lone low surrogate', ['\uDF0D'], { path: '0', message: 'validation.unsafeText' }],
    [
      'a NUL in a property name',
      { inputs: { 'a\u0000': 1 } },
      { path: 'inputs.key', message: 'validation.unsafeText' },
    ],
    [
      'Infinity',
      { value: Number.POSITIVE_INFINITY },
      { path: 'value', message: 'validation.numberTooLarge' },
    ],
    ['NaN', { value: Number.NaN }, { path: 'value', message: 'validation.numberTooLarge' }],
    ['1e308', { value: 1e308 }, { path: 'value', message: 'validation.numberTooLarge' }],
    ['minus the maximum', { value: -MAX_REQUEST_NUMBER_MAGNITUDE }, undefined],
    [
      'beyond minus the maximum',
      { value: -MAX_REQUEST_NUMBER_MAGNITUDE * 2 },
      { path: 'value', message: 'validation.numberTooLarge' },
    ],
    ['a bare unsafe string', '\u0000', { path: '', message: 'validation.unsafeText' }],
    ['nothing', undefined, undefined],
  ])('%s', (_label, input, expected) => {
    expect(findUnsafeRequestValue(input)).toEqual(expected);
  });

  it('reports the first unsafe value in document order', () => {
    expect(findUnsafeRequestValue({ a: 'fine', b: ['ok', '\u0000'], c: '\u0000' })?.path).toBe('b.1');
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnsafeRequestValue(deep)?.message).toBe('validation.unsafeText');
  });

  it('walks an object that refers to itself once', () => {
    const body: Record<string, unknown> = { name: 'ok' };
    body.self = body;
    body.list = [body, 'a\u0000'];
    expect(findUnsafeRequestValue(body)?.path).toBe('list.1');
  });

  it('ends on clean objects that refer back to themselves, however wide', () => {
    const body: Record<string, unknown> = { name: 'ok' };
    body.self = body;
    const wide: Record<string, unknown>[] = Array.from({ length: 1000 }, () => ({ back: body }));
    body.rows = wide;
    expect(findUnsafeRequestValue(body)).toBeUndefined();
    // The same, with an unsafe value reached only after many objects.
    wide[999] = { back: body, name: 'b\u0000' };
    expect(findUnsafeRequestValue(body)?.path).toBe('rows.999.name');
  });

  it('tells a surrogate pair from a lone half, and text with neither', () => {
    expect(findUnsafeRequestValue({ a: '🌍🌍 ok', b: 'Straße' })).toBeUndefined();
    expect(findUnsafeRequestValue({ a: '🌍\uD83C' })?.path).toBe('a');
    expect(findUnsafeRequestValue({ a: '\uDF0D🌍' })?.path).toBe('a');
  });

  it('skips the bytes of an uploaded file', () => {
    expect(findUnsafeRequestValue({ file: new Uint8Array([0, 0xd8]) })).toBeUndefined();
  });
});
