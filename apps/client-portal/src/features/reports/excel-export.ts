import type { ColumnFormat, ViewColumn, ViewRow } from '@tolk/core';

/** Excel number formats of the column formats: numbers stay numbers, the format shows the unit. */
export const EXCEL_FORMATS: Record<Exclude<ColumnFormat, 'text'>, string> = {
  count: '#,##0',
  kronor: '#,##0.00 "kr"',
  minutes: '#,##0 "min"',
  kilometres: '#,##0.0 "km"',
};

export interface ExportSheet {
  readonly name: string;
  readonly columns: readonly ViewColumn[];
  readonly headers: readonly string[];
  readonly rows: readonly ViewRow[];
}

/**
 * The report as a real .xlsx (spec 3 §2): one sheet per table named by its excelSheetName, the
 * column titles as headers, numbers, kronor and minutes as typed cells with formats. exceljs is
 * loaded only here, on the first export, so it stays out of every other bundle. In the browser this
 * runs in the report's worker, where the rows are.
 */
export async function workbookBytes(sheets: readonly ExportSheet[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs/dist/exceljs.bare.min.js');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tolkportal';
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.columns.map((column, index) => ({
      header: sheet.headers[index]!,
      key: column.field,
      width: Math.max(12, Math.round(column.width / 8)),
      ...(column.format === 'text' ? {} : { style: { numFmt: EXCEL_FORMATS[column.format] } }),
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      worksheet.addRow(sheet.columns.map((column) => row[column.field] ?? (column.format === 'text' ? '' : 0)));
    }
  }
  // exceljs's browser build answers a Buffer (a view, perhaps on a larger pool): the file's own bytes,
  // in an ArrayBuffer of their own, which the worker can transfer to the page.
  const written = (await workbook.xlsx.writeBuffer()) as unknown as ArrayBuffer | Uint8Array;
  return written instanceof Uint8Array ? new Uint8Array(written).buffer : written;
}

/** Hands the bytes to the browser as a download named `fileName`. */
export function download(bytes: ArrayBuffer, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
