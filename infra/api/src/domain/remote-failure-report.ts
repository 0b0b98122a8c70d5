// What is kept of a browser's remote-failure report (docs/architecture.md §3): enough to find the
// failing version and screen, nothing that identifies a person. Pure rules: the route stores the result.

export const MESSAGE_MAX_CHARS = 500;
const PAGE_MAX_CHARS = 300;

const masks: [RegExp, string][] = [
  // Access and refresh tokens (JWTs) a message might quote.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // A CPF, formatted or as 11 digits (a phone number with its area code is masked too).
  [/\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, '[cpf]'],
];

/** Emails, CPFs and tokens replaced by placeholders; control characters (NUL) dropped. */
export function maskPersonalData(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const printable = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  return masks.reduce((masked, [pattern, placeholder]) => masked.replace(pattern, placeholder), printable);
}

/** The path of a page or URL: its origin, query string and fragment are dropped. */
export function pagePath(page: string): string {
  let path: string;
  try {
    path = new URL(page, 'http://pagina.invalid').pathname;
  } catch {
    path = page.split(/[?#]/)[0] ?? '';
  }
  return maskPersonalData(path).slice(0, PAGE_MAX_CHARS) || '/';
}

/** The message masked, then cut to MESSAGE_MAX_CHARS (an ellipsis marks the cut). */
export function reportMessage(message: string): string {
  const masked = maskPersonalData(message).trim();
  return masked.length <= MESSAGE_MAX_CHARS ? masked : `${masked.slice(0, MESSAGE_MAX_CHARS - 1)}…`;
}
