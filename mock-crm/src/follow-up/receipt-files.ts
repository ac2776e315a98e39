/**
 * Small generated files for the expense receipts of a time report: the mock keeps no receipt
 * scans, so it draws one. A JPEG made of 8×8 blocks of flat grey (the simplest baseline JPEG:
 * only DC coefficients) and a one-page PDF with the receipt's lines.
 */

const JPEG_QUANT = 8;
/** The standard luminance DC table (ITU T.81 K.3): code lengths for categories 0–11. */
const DC_COUNTS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Canonical Huffman codes from the code-length counts: symbol → [code, length]. */
function huffmanCodes(counts: readonly number[], symbols: readonly number[]): Map<number, [number, number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  counts.forEach((count, i) => {
    for (let j = 0; j < count; j++) codes.set(symbols[k++]!, [code++, i + 1]);
    code <<= 1;
  });
  return codes;
}

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;

  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      if (++this.filled === 8) this.flushByte();
    }
  }

  /** Pads the last byte with ones, as T.81 asks, and answers the bytes with 0xFF stuffed. */
  finish(): number[] {
    while (this.filled !== 0) this.write(1, 1);
    return this.bytes;
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0x00);
    this.current = 0;
    this.filled = 0;
  }
}

const segment = (marker: number, body: readonly number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/** A greyscale baseline JPEG: `levels[row][column]` is the grey (0–255) of each 8×8 block. */
export function blockJpeg(levels: readonly (readonly number[])[]): Buffer {
  const height = levels.length * 8;
  const width = (levels[0]?.length ?? 0) * 8;
  const dc = huffmanCodes(DC_COUNTS, DC_SYMBOLS);
  const bits = new BitWriter();
  let previous = 0;
  for (const row of levels) {
    for (const level of row) {
      // A flat block's DC coefficient is 8 × (level − 128); quantised by 8 it is the shifted level.
      const value = Math.round((8 * (Math.max(0, Math.min(255, level)) - 128)) / JPEG_QUANT);
      const diff = value - previous;
      previous = value;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      const [code, length] = dc.get(category)!;
      bits.write(code, length);
      if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(0, 1); // end of block: the only AC symbol, code "0"
    }
  }
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(JPEG_QUANT)]),
    ...segment(0xc0, [0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00]),
    ...segment(0xc4, [0x00, ...DC_COUNTS, ...DC_SYMBOLS]),
    ...segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]),
    ...segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    ...bits.finish(),
    0xff,
    0xd9,
  ]);
}

const PAPER = 250;
const INK = 70;
const PALE = 170;

/** A parking ticket, drawn in blocks: a heading, a few lines of text, a rule and the amount. */
export function receiptJpeg(): Buffer {
  const line = (ink: number, from: number, to: number) =>
    Array.from({ length: 8 }, (_, i) => (i >= from && i <= to ? ink : PAPER));
  const blank = line(PAPER, 0, -1);
  return blockJpeg([
    blank,
    line(INK, 1, 6),
    blank,
    line(PALE, 1, 4),
    line(PALE, 1, 5),
    line(PALE, 1, 3),
    blank,
    line(PALE, 1, 6),
    blank,
    line(INK, 1, 2).map((v, i) => (i === 5 || i === 6 ? INK : v)),
    blank,
    blank,
  ]);
}

/** A PDF string literal of Latin-1 text (WinAnsi): parentheses and backslashes escaped, the rest octal. */
function pdfText(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch === '(' || ch === ')' || ch === '\\') return `\\${ch}`;
      if (code >= 32 && code < 127) return ch;
      return `\\${(code < 256 ? code : 63).toString(8).padStart(3, '0')}`;
    })
    .join('');
}

/** A one-page PDF (A7-ish) with the given lines, the first as a heading. */
export function receiptPdf(lines: readonly string[]): Buffer {
  const text = lines.map((l, i) => `${i === 0 ? '/F1 14 Tf' : '/F1 10 Tf'} (${pdfText(l)}) Tj 0 -18 Td`).join(' ');
  const stream = `BT 20 300 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 226 340] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
