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
