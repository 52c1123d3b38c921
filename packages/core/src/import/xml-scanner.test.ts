import { describe, expect, it } from 'vitest';
import { decodeXmlEntities, scanXml, XmlSyntaxError } from './xml-scanner.ts';

function listEvents(xml: string): string[] {
  const events: string[] = [];
  scanXml(xml, {
    onOpen: (name, attributes, isSelfClosing) =>
      events.push(`open ${name} ${JSON.stringify(attributes)}${isSelfClosing ? ' self-closing' : ''}`),
    onClose: (name) => events.push(`close ${name}`),
    onText: (text) => events.push(`text ${JSON.stringify(text)}`),
  });
  return events;
}

describe('scanXml', () => {
  it('reports tags by local name, attributes decoded, text, CDATA, and skips declarations and comments', () => {
    const xml = `<?xml version="1.0"?><!-- a <comment> --><x:a x="1" y='&lt;2&gt;' r:id = "rId7"><b/>t&amp;x<![CDATA[<raw>&amp;]]></x:a >`;
    expect(listEvents(xml)).toEqual([
      'open a {"x":"1","y":"<2>","id":"rId7"}',
      'open b {} self-closing',
      'close b',
      'text "t&x"',
      'text "<raw>&amp;"',
      'close a',
    ]);
  });

  it.each([
    ['a DTD', '<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>'],
    ['an unterminated comment', '<a><!-- open'],
    ['an unquoted attribute', '<a b=1/>'],
    ['an unterminated start tag', '<a b="1"'],
    ['an unterminated end tag', '<a></a'],
    ['an attribute without a value', '<a b/>'],
  ])('refuses %s', (_, xml) => {
    expect(() => scanXml(xml, {})).toThrow(XmlSyntaxError);
  });
});

describe('decodeXmlEntities', () => {
  it.each([
    ['&amp;&lt;&gt;&quot;&apos;', `&<>"'`],
    ['&#65;&#x42;&#x1F600;', 'AB😀'],
    ['&#0;&#xD800;&#x110000;', '\uFFFD\uFFFD\uFFFD'],
    ['&nbsp; &unknown; & alone', '&nbsp; &unknown; & alone'],
    ['plain', 'plain'],
  ])('%j → %j', (text, decoded) => {
    expect(decodeXmlEntities(text)).toBe(decoded);
  });
});
