/**
 * The name a form's file is kept and downloaded under: the uploaded name's last segment, only
 * letters, digits, spaces and `_ . ( ) -` (anything else becomes `_`), at most 120 characters,
 * always ending in `.pdf`. Forms are judged PDF by their first bytes; a name such as
 * `evil.html` would let a browser or a desktop open the file as something else.
 */
export function pdfFileName(uploaded: string): string {
  const base = uploaded.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[^\w .()-]/g, '_')
    .slice(0, 120)
    .trim();
  if (clean === '' || /^\.+$/.test(clean)) return 'form.pdf';
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}

/**
 * A minimal valid one-page PDF with a line of text: the demo cohort's forms on the server and the
 * fake's fixture forms, so a downloaded demo form opens in a PDF reader.
 */
export function tinyPdf(title: string): Uint8Array<ArrayBuffer> {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
