import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One printed page: its size in PostScript points and the text on it, as pdf.js reads it. */
export interface PdfPage {
  readonly width: number;
  readonly height: number;
  readonly text: string;
}

/** A4 in points (210 × 297 mm). */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;

/** The pages of a PDF (Chromium's `page.pdf()`), each with its text items joined by spaces. */
export async function pdfPages(pdf: Buffer): Promise<PdfPage[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      pages.push({ width: x1! - x0!, height: y1! - y0!, text });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** Text compared without its spacing: pdf.js splits and joins runs differently from the DOM. */
export const squeezed = (text: string): string => text.replace(/\s+/g, '');
