import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializedAnswer, trustedSerializerCompiler, withSerializedField } from './trusted-serializer.ts';

const schema = z.object({ name: z.string(), form: z.object({ sections: z.array(z.string()) }) });

describe('the trusted serializer', () => {
  const serialize = trustedSerializerCompiler({ schema });

  it('writes objects as JSON and sends text written before as it is', () => {
    expect(serialize({ name: 'a', form: { sections: ['x'] } })).toBe(
      '{"name":"a","form":{"sections":["x"]}}',
    );
    const text = withSerializedField({ name: 'b' }, 'form', '{"sections":["y"]}');
    expect(text).toBe('{"name":"b","form":{"sections":["y"]}}');
    expect(serialize(serializedAnswer(text))).toBe(text);
    expect(withSerializedField({}, 'form', '[]')).toBe('{"form":[]}');
  });

  it('checks text written before against the response schema under the test runner', () => {
    expect(() => serialize(serializedAnswer('{"name":"c","form":{"sections":[1]}}'))).toThrow();
    expect(() => serialize(serializedAnswer('{"name":"c","form":{"sections":[]},"extra":1}'))).toThrow(
      /differs from its response schema/,
    );
  });
});
