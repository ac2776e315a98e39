import {
  COLUMN_FORMATS,
  TABLE_TYPES,
  fieldsOf,
  type ColumnStruct,
  type ReportDataSource,
  type ReportDefinition,
} from './definition.js';
import { REPORT_SOURCE_FIELDS } from './sources.js';

export type DefinitionCheck =
  { readonly ok: true; readonly definition: ReportDefinition } | { readonly ok: false; readonly problems: readonly string[] };

const SHEET_NAME = /^[^:\\/?*[\]]{1,31}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Checks a report definition when it is loaded (spec 3 §2): its shape, that every source is one of
 * the reporting API's, that every field a table, column or chart names is one its source fetches,
 * and the Excel names. A wrong definition is a list of problems, shown as an error, never a blank page.
 */
export function validateDefinition(raw: unknown): DefinitionCheck {
  const problems: string[] = [];
  const fail = (problem: string) => problems.push(problem);
  if (!isRecord(raw)) return { ok: false, problems: ['the definition is not an object'] };
  const at = `definition ${String(raw.id)}`;
  if (typeof raw.id !== 'number' || !Number.isInteger(raw.id) || raw.id <= 0) fail(`${at}: id must be a positive whole number`);
  if (!isText(raw.title)) fail(`${at}: title missing`);
  if (!isText(raw.excelFileName) || !String(raw.excelFileName).endsWith('.xlsx')) fail(`${at}: excelFileName must end in .xlsx`);
  if (raw.range !== 'last-11-months') fail(`${at}: unknown range ${String(raw.range)}`);
  if (!Array.isArray(raw.agreements) || !raw.agreements.every((a) => isRecord(a) && Number.isInteger(a.id) && isText(a.name))) {
    fail(`${at}: agreements must be a list of { id, name }`);
  }

  const sources = new Map<string, ReportDataSource>();
  if (!Array.isArray(raw.dataSources) || raw.dataSources.length === 0) fail(`${at}: dataSources missing`);
  for (const source of Array.isArray(raw.dataSources) ? (raw.dataSources as unknown[]) : []) {
    if (!isRecord(source) || !isText(source.source) || !Array.isArray(source.groupColumns)) {
      fail(`${at}: a data source must be { source, groupColumns }`);
      continue;
    }
    const known = REPORT_SOURCE_FIELDS[source.source];
    if (!known) fail(`${at}: unknown data source ${source.source}`);
    for (const column of source.groupColumns as unknown[]) {
      if (known && !known.dimensions.includes(String(column))) fail(`${at}: ${source.source} has no column ${String(column)}`);
    }
    sources.set(source.source, source as unknown as ReportDataSource);
  }

  const ids = new Set<string>();
  const sheetNames = new Set<string>();
  const fieldsFor = (where: string, name: unknown) => {
    const source = sources.get(String(name));
    if (!source) {
      fail(`${where}: dataSource ${String(name)} is not one of the definition's`);
      return null;
    }
    return fieldsOf(source);
  };
  const uniqueId = (where: string, id: unknown) => {
    if (!isText(id)) fail(`${where}: id missing`);
    else if (ids.has(id)) fail(`${where}: id ${id} used twice`);
    else ids.add(id);
  };

  if (!Array.isArray(raw.tables) || raw.tables.length === 0) fail(`${at}: tables missing`);
  for (const [index, table] of (Array.isArray(raw.tables) ? (raw.tables as unknown[]) : []).entries()) {
    const where = `${at}, table ${index + 1}`;
    if (!isRecord(table)) {
      fail(`${where}: not an object`);
      continue;
    }
    uniqueId(where, table.id);
    if (!isText(table.title)) fail(`${where}: title missing`);
    if (!TABLE_TYPES.includes(table.type as never)) fail(`${where}: unknown type ${String(table.type)}`);
    if (!isText(table.excelSheetName) || !SHEET_NAME.test(table.excelSheetName))
      fail(`${where}: excelSheetName is not a sheet name`);
    else if (sheetNames.has(table.excelSheetName.toLowerCase()))
      fail(`${where}: excelSheetName ${table.excelSheetName} used twice`);
    else sheetNames.add(table.excelSheetName.toLowerCase());
    const fields = fieldsFor(where, table.dataSource);
    if (!fields) continue;
    const isDimension = (field: unknown) => fields.dimensions.includes(String(field));
    const isMeasure = (field: unknown) => fields.measures.includes(String(field));
    if (table.type !== 'other' && !isDimension(table.groupTable))
      fail(`${where}: groupTable ${String(table.groupTable)} is not fetched`);
    if (table.type === 'distribute-property-group') {
      const group = table.columGroup;
      if (!isRecord(group) || !isDimension(group.aggregateOn)) fail(`${where}: columGroup.aggregateOn must be a fetched column`);
      else if (
        !Array.isArray(group.aggregateElements) ||
        group.aggregateElements.length === 0 ||
        !group.aggregateElements.every(isMeasure)
      ) {
        fail(`${where}: columGroup.aggregateElements must be measures of ${String(table.dataSource)}`);
      }
    }
    if (!Array.isArray(table.columnStruct) || table.columnStruct.length === 0) fail(`${where}: columnStruct missing`);
    const checkColumn = (column: unknown, path: string) => {
      if (!isRecord(column)) return fail(`${path}: not an object`);
      const c = column as Partial<ColumnStruct>;
      if (!isText(c.title)) fail(`${path}: title missing`);
      if (!COLUMN_FORMATS.includes(c.format as never)) fail(`${path}: unknown format ${String(c.format)}`);
      if (typeof c.showOnGrid !== 'boolean' || typeof c.sortable !== 'boolean')
        fail(`${path}: showOnGrid and sortable must be true or false`);
      if (typeof c.width !== 'number' || c.width <= 0) fail(`${path}: width must be positive`);
      const textColumn = c.format === 'text';
      if (textColumn ? !isDimension(c.field) : !isMeasure(c.field)) {
        fail(`${path}: field ${String(c.field)} is not a ${textColumn ? 'column' : 'measure'} of ${String(table.dataSource)}`);
      }
      if (c.subColumn !== undefined && !Array.isArray(c.subColumn)) fail(`${path}: subColumn must be a list`);
    };
    for (const [n, column] of (Array.isArray(table.columnStruct) ? (table.columnStruct as unknown[]) : []).entries()) {
      checkColumn(column, `${where}, column ${n + 1}`);
      if (isRecord(column) && Array.isArray(column.subColumn)) {
        (column.subColumn as unknown[]).forEach((sub, s) => checkColumn(sub, `${where}, column ${n + 1}.${s + 1}`));
      }
    }
  }

  for (const [index, chart] of (Array.isArray(raw.charts) ? (raw.charts as unknown[]) : []).entries()) {
    const where = `${at}, chart ${index + 1}`;
    if (!isRecord(chart)) {
      fail(`${where}: not an object`);
      continue;
    }
    uniqueId(where, chart.id);
    if (!isText(chart.title)) fail(`${where}: title missing`);
    if (chart.type !== 'bar' && chart.type !== 'pie') fail(`${where}: unknown type ${String(chart.type)}`);
    const fields = fieldsFor(where, chart.dataSource);
    if (fields && !fields.dimensions.includes(String(chart.dimension)))
      fail(`${where}: dimension ${String(chart.dimension)} is not fetched`);
    if (fields && !fields.measures.includes(String(chart.measure)))
      fail(`${where}: measure ${String(chart.measure)} is not a measure`);
  }
  if (!Array.isArray(raw.charts)) fail(`${at}: charts must be a list`);

  return problems.length > 0 ? { ok: false, problems } : { ok: true, definition: raw as unknown as ReportDefinition };
}
