import {
  parseInlineXbrl,
  parseXbrlInstance,
  readVsmeTemplate,
  VSME_CALCULATOR_CONCEPTS,
  VSME_ENERGY_SPLIT_CALCULATOR_CODES,
} from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUER_FACTS,
  AUER_LEI,
  auerFactsWithCalculatorEnergy,
  buildAuerTemplate,
} from '../../../../../e2e/support/vsme-filled-template.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const vsmeUrl = (id: string) => `/api/company/esg/years/${id}/vsme`;
const ENTITY_URL = '/api/company/esg/reporting-entity';
const LEI_SCHEME = 'http://standards.iso.org/iso/17442';

/** Each fact as `name[member]=text`, the member of its context's breakdown axis (none for the total). */
function spellFacts(parsed: ReturnType<typeof parseXbrlInstance>): string[] {
  return parsed.facts.map((fact) => {
    const context = parsed.contexts.get(fact.contextRef ?? '');
    const members = Object.values(context?.explicitMembers ?? {}).map((member) => member.split('#')[1]);
    const text = fact.text
      .split(' ')
      .map((word) => word.split('#').at(-1))
      .join(' ');
    return `${fact.localName}${members.length ? `[${members.join(',')}]` : ''}=${text}`;
  });
}

describe('ESG years: a filled VSME template, imported, in the XBRL report', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let other: CompanyClients;
  let esgYear: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    [clients, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    esgYear = (await createProject(clients.owner, { name: 'VSME', type: 'esg', year: 2025 })).instanceId;
    const corporate = (await createProject(clients.owner, { name: 'Werk', region: 'GB', year: 2025 }))
      .instanceId;
    const created = await manage(clients.editor, { toCreate: [gasRow(corporate, 10_000)] });
    expect(created.statusCode, created.body).toBe(200);
  }, 180_000);
  afterAll(() => testApp.close());

  it('asks for the company identifier before the XBRL export, and refuses one that does not fit', async () => {
    expect((await clients.viewer.inject({ method: 'GET', url: ENTITY_URL })).json()).toEqual({
      entity: null,
    });
    const refused = await clients.viewer.inject({
      method: 'GET',
      url: `${vsmeUrl(esgYear)}/xbrl`,
      headers: { 'accept-language': 'de' },
    });
    expect(refused.statusCode).toBe(409);
    const paths = refused.json().error.details.map((detail: { path: string }) => detail.path);
    expect(paths).toContain('reportingEntity');
    expect(refused.json().error.details.at(-1).message).toBe(
      'Der Bericht nennt das Unternehmen mit seinem LEI oder einer Registerkennung: Gib zuerst eine an.',
    );

    const wrongDigits = await clients.editor.inject({
      method: 'PUT',
      url: ENTITY_URL,
      headers: { 'accept-language': 'de' },
      payload: { kind: 'lei', identifier: '529900AUERTISCHL0126' },
    });
    expect(wrongDigits.statusCode).toBe(400);
    expect(wrongDigits.json().error.details).toEqual([
      {
        path: 'identifier',
        message: 'Die Prüfziffern dieses LEI passen nicht: Gleiche ihn mit dem LEI-Register ab.',
      },
    ]);
    const tooShort = await clients.editor.inject({
      method: 'PUT',
      url: ENTITY_URL,
      payload: { kind: 'lei', identifier: '5299' },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.details[0].path).toBe('identifier');
    const badKind = await clients.editor.inject({
      method: 'PUT',
      url: ENTITY_URL,
      payload: { kind: 'vat', identifier: 'ATU12345678' },
    });
    expect(badKind.statusCode).toBe(400);
    const viewer = await clients.viewer.inject({
      method: 'PUT',
      url: ENTITY_URL,
      payload: { kind: 'lei', identifier: AUER_LEI },
    });
    expect(viewer.statusCode).toBe(403);
    const signedOut = await testApp.app.inject({ method: 'GET', url: ENTITY_URL });
    expect(signedOut.statusCode).toBe(401);

    const register = await other.editor.inject({
      method: 'PUT',
      url: ENTITY_URL,
      payload: { kind: 'euid', identifier: 'ATFN.123456f' },
    });
    expect(register.statusCode, register.body).toBe(200);
    expect(register.json().entity).toEqual({
      kind: 'euid',
      identifier: 'ATFN.123456F',
      scheme: 'https://e-justice.europa.eu/euid',
    });
    // Another company's identifier is not this company's.
    expect((await clients.viewer.inject({ method: 'GET', url: ENTITY_URL })).json()).toEqual({
      entity: null,
    });
  });

  it('takes over every fact of the template, the LEI among them, and the XBRL carries all 27, B3 from the calculator', async () => {
    const read = readVsmeTemplate(new Uint8Array(buildAuerTemplate()));
    expect(read.entity).toEqual({ kind: 'lei', identifier: AUER_LEI, cell: "'General Information'!E4" });
    expect(read.members).toEqual([]);
    expect(read.skipped).toEqual([]);
    // As the import does: every answer the form has a place for (the calculator answers B3's totals and,
    // with the Corporate year, its energy from electricity and fuels).
    const answers = read.answers
      .filter(
        (answer) =>
          !VSME_CALCULATOR_CONCEPTS.has(answer.code) && !VSME_ENERGY_SPLIT_CALCULATOR_CODES.has(answer.code),
      )
      .map((answer) => ({ code: answer.code, value: answer.value }));
    const saved = await clients.editor.inject({
      method: 'PUT',
      url: vsmeUrl(esgYear),
      payload: {
        answers,
        disclosures: [],
        reportingEntity: { kind: read.entity?.kind, identifier: read.entity?.identifier },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const download = await clients.viewer.inject({ method: 'GET', url: `${vsmeUrl(esgYear)}/xbrl` });
    expect(download.statusCode, download.body).toBe(200);
    const instance = parseXbrlInstance(download.body);
    const spelled = spellFacts(instance);
    expect(AUER_FACTS).toHaveLength(27);
    // The Corporate year burns 10,000 kWh of gas and buys no electricity.
    for (const fact of auerFactsWithCalculatorEnergy('10')) {
      const name = `${fact.name}${fact.member ? `[${fact.member}]` : ''}=${fact.text}`;
      expect(spelled, name).toContain(name);
    }
    for (const context of instance.contexts.values()) {
      expect([context.scheme, context.identifier]).toEqual([LEI_SCHEME, AUER_LEI]);
    }
    // The same facts in the inline report.
    const inline = await clients.viewer.inject({ method: 'GET', url: `${vsmeUrl(esgYear)}/ixbrl?lang=de` });
    expect(inline.statusCode).toBe(200);
    expect(spellFacts(parseInlineXbrl(inline.body)).sort()).toEqual([...spelled].sort());

    // Imported again, the same template changes nothing and the report is the same.
    const again = await clients.editor.inject({
      method: 'PUT',
      url: vsmeUrl(esgYear),
      payload: { answers, disclosures: [], reportingEntity: { kind: 'lei', identifier: AUER_LEI } },
    });
    expect(again.statusCode).toBe(200);
    const second = await clients.viewer.inject({ method: 'GET', url: `${vsmeUrl(esgYear)}/xbrl` });
    expect(second.body).toBe(download.body);
  });

  it('refuses a batch whose identifier does not fit, saving none of it', async () => {
    const refused = await clients.editor.inject({
      method: 'PUT',
      url: vsmeUrl(esgYear),
      payload: {
        answers: [
          { code: 'vsme:NumberOfEmployees', value: { kind: 'number', value: 99, unit: 'xbrli:pure' } },
        ],
        reportingEntity: { kind: 'duns', identifier: '12345' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].path).toBe('reportingEntity.identifier');
    const form = (await clients.viewer.inject({ method: 'GET', url: vsmeUrl(esgYear) })).json();
    const employees = form.disclosures
      .flatMap((disclosure: { datapoints: { code: string; answer: unknown }[] }) => disclosure.datapoints)
      .find((datapoint: { code: string }) => datapoint.code === 'vsme:NumberOfEmployees');
    expect(employees.answer).toEqual({ kind: 'number', value: 34, unit: 'xbrli:pure' });
  });
});
