import { describe, expect, it } from 'vitest';
import { REPORT_DEFINITIONS, agreementIdsFor } from './definitions.js';
import { findDefinition } from './find-definition.js';
import { validateDefinition } from './validate-definition.js';

describe('the report definitions (spec 3 §2)', () => {
  it('are ten, numbered 1–10, and every one is valid', () => {
    expect(REPORT_DEFINITIONS.map((d) => d.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const definition of REPORT_DEFINITIONS) expect(validateDefinition(definition)).toEqual({ ok: true, definition });
  });

  it('use all nine sources between them', () => {
    expect(new Set(REPORT_DEFINITIONS.flatMap((d) => d.dataSources.map((s) => s.source))).size).toBe(9);
  });

  it('name the fulfilment groups of spec 3 §4', () => {
    const fulfilment = REPORT_DEFINITIONS.find((d) => d.id === 10)!;
    const fields = fulfilment.tables[0]!.columnStruct.map((c) => c.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'accepted',
        'completed',
        'cancelledByCustomer',
        'notFulFilled',
        'acceptedButNotFulfilled',
        'notAccepted',
      ]),
    );
  });

  it('refuse a wrong definition with what is wrong', () => {
    const good = REPORT_DEFINITIONS[0]!;
    const wrong = {
      ...good,
      excelFileName: 'report.csv',
      dataSources: [{ source: 'invoiced-assignment/nothing', groupColumns: [] }],
      tables: [
        { ...good.tables[0]!, excelSheetName: 'a/b', columnStruct: [{ ...good.tables[0]!.columnStruct[0]!, field: 'nope' }] },
      ],
    };
    const result = validateDefinition(wrong);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual(
        expect.arrayContaining([
          'definition 1: excelFileName must end in .xlsx',
          'definition 1: unknown data source invoiced-assignment/nothing',
          'definition 1, table 1: excelSheetName is not a sheet name',
        ]),
      );
    }
    expect(validateDefinition('x')).toEqual({ ok: false, problems: ['the definition is not an object'] });
  });

  it('are found by a numeric route id only', () => {
    expect(findDefinition('3', REPORT_DEFINITIONS).kind).toBe('found');
    for (const id of ['abc', '3a', '99', '', '-1', '1.5', undefined])
      expect(findDefinition(id, REPORT_DEFINITIONS).kind).toBe('not-found');
    expect(findDefinition('1', [{ id: 1 }]).kind).toBe('invalid');
  });
});

describe('the selected agreement', () => {
  it('sends the default agreements 4 and 22 for selection 0, else the one selected', () => {
    expect(agreementIdsFor(0)).toEqual([4, 22]);
    expect(agreementIdsFor(22)).toEqual([22]);
  });
});
