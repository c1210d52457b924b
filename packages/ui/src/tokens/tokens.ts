/**
 * The colour tokens as data, for the tokens docs page and for the contrast test. tokens.css is
 * what the browser uses; a unit test checks that the two agree.
 */
export const colorTokens = {
  bg: '#ffffff',
  surface: '#f4f6f5',
  text: '#1b2126',
  'text-muted': '#4b5661',
  border: '#6b7680',
  'border-subtle': '#d5dbdf',
  primary: '#0b5d3b',
  'primary-hover': '#074a2e',
  'on-primary': '#ffffff',
  'secondary-bg': '#e7efe9',
  danger: '#a4221a',
  'danger-hover': '#831a14',
  success: '#146c2e',
  'success-bg': '#e6f4ea',
  error: '#a4221a',
  'error-bg': '#fdecea',
  info: '#0a4d86',
  'info-bg': '#e7f0fa',
  link: '#0a4d86',
  'nav-bg': '#0b3d2a',
  'nav-text': '#ffffff',
  'nav-current': '#ffd666',
  focus: '#1565c0',
} as const;

export type ColorToken = keyof typeof colorTokens;

/** What each colour is for, shown on the tokens docs page (Foundations/Design tokens). */
export const colorTokenUses: Record<ColorToken, string> = {
  bg: 'The page and every card: the background all text is checked against.',
  surface: 'A quieter panel on the page: table headers, the sidebar, read-only values.',
  text: 'Body text, labels and headings.',
  'text-muted':
    'Hints under a field, captions, secondary details. Never for the only copy of something a user must read.',
  border: 'Field and control borders: the edge a user must see to find a control (3:1).',
  'border-subtle': 'Dividers and table rules: decoration only, never the only edge of a control.',
  primary: 'The main action of a page (one per form), and the brand green of headings that lead.',
  'primary-hover': 'The main action under the pointer.',
  'on-primary': 'Text on primary and danger buttons.',
  'secondary-bg': 'Secondary buttons: another action beside the main one.',
  danger: 'An action that deletes or cannot be undone (Delete, Remove).',
  'danger-hover': 'A danger action under the pointer.',
  success: 'A success message and its icon: the thing was done.',
  'success-bg': 'The panel behind a success message.',
  error: 'Error messages, a field marked invalid, the error summary.',
  'error-bg': 'The panel behind an error message.',
  info: 'An information notice: something to know, nothing wrong.',
  'info-bg': 'The panel behind an information notice.',
  link: 'Links in text.',
  'nav-bg': 'The top bar and the role area sidebar.',
  'nav-text': 'Text and links in the top bar and sidebar.',
  'nav-current': 'The page you are on, in the sidebar.',
  focus: 'The focus ring: where the keyboard is (with --focus-ring).',
};

/**
 * The one layout breakpoint (tokens.css cannot hold it: a custom property does not work in a media
 * query): from 48rem (768 px) the role area's sidebar sits beside the page and tables are tables;
 * below, one column, the sidebar a menu, and each table row a card.
 */
export const BREAKPOINT = '48rem';

/** Text-on-background pairs the kit uses, each of which must reach 4.5:1 (WCAG AA, normal text). */
export const textPairs: ReadonlyArray<readonly [ColorToken, ColorToken]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['primary', 'secondary-bg'],
  ['on-primary', 'danger'],
  ['success', 'success-bg'],
  ['error', 'error-bg'],
  ['info', 'info-bg'],
  ['link', 'bg'],
  ['nav-text', 'nav-bg'],
  ['nav-current', 'nav-bg'],
];

/** Non-text pairs (borders, focus ring) that must reach 3:1 (WCAG 1.4.11). */
export const uiPairs: ReadonlyArray<readonly [ColorToken, ColorToken]> = [
  ['border', 'bg'],
  ['focus', 'bg'],
  ['focus', 'surface'],
];

function channel(hex: string, start: number): number {
  const v = parseInt(hex.slice(start, start + 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG 2 contrast ratio between two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
