/** The six-digit code in a mail's text, or '' when it holds none. */
export function codeIn(text: string | undefined): string {
  return /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';
}
