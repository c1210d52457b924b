/**
 * Where the API is: the `siwes-api-base-url` meta tag of index.html, filled from VITE_SIWES_API_URL
 * at build time or edited by a deployer after it. Empty (the default) means this page's own origin.
 */
export function apiBaseUrl(doc: Document = document): string {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="siwes-api-base-url"]')?.content.trim() ?? '';
  // An unset build variable is left as the literal placeholder.
  if (content === '' || content.startsWith('%')) return '';
  return content.replace(/\/+$/, '');
}
