import { randomBytes } from 'node:crypto';

/**
 * A one-page PDF of exactly `totalBytes`, with a correct cross-reference table. The bulk is an unreferenced stream
 * of random bytes: a real resume's size is its compressed fonts and pictures, which no one can shrink further, while
 * padding of spaces would let PostgreSQL's TOAST compression store it in a few kilobytes and flatter the figures.
 */
export function resumePdfOfSize(totalBytes: number) {
  const filler = randomBytes(totalBytes);
  let fillerBytes = totalBytes;
  // The stream's /Length and the cross-reference offset are written in digits, whose count depends on the filler's
  // size: a round or two settles it.
  for (let round = 0; round < 5 && fillerBytes >= 0; round++) {
    const pdf = pdfWithFiller(filler.subarray(0, fillerBytes));
    if (pdf.length === totalBytes) return pdf;
    fillerBytes += totalBytes - pdf.length;
  }
  throw new Error(`Could not make a PDF of exactly ${totalBytes} bytes`);
}

function pdfWithFiller(filler: Buffer) {
  const chunks: Buffer[] = [];
  let length = 0;
  const write = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    chunks.push(bytes);
    length += bytes.length;
  };
  const offsets: number[] = [];
  const object = (...parts: Array<Buffer | string>) => {
    offsets.push(length);
    write(`${offsets.length} 0 obj\n`);
    parts.forEach(write);
    write('\nendobj\n');
  };

  // The second line's high bytes tell transfer programs the file is binary, as PDF writers do.
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const content = 'BT /F1 18 Tf 72 720 Td (Load Test, software engineer) Tj ET';
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  );
  object(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  object('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  object(`<< /Length ${filler.length} >>\nstream\n`, filler, '\nendstream');
  const xrefOffset = length;
  write(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  write(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  write(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(chunks);
}
