/**
 * What must never be in the server's logs, whatever the request: the patterns below find each kind of secret by its
 * shape, and the values a run actually sent (its passwords, cookies, reset tokens, e-mail addresses) are looked for
 * as they are.
 */
const LEAK_PATTERNS: Array<[what: string, pattern: RegExp]> = [
  // A header or field of these names may appear only as pino's redaction marker.
  ['a cookie header', /"(?:set-)?cookie"\s*:\s*(?!"\[Redacted\]")/i],
  ['an authorization header', /"authorization"\s*:\s*(?!"\[Redacted\]")/i],
  ['a password field', /"\w*password\w*"\s*:\s*(?!"\[Redacted\]")/i],
  ['a session cookie', /rb\.sid=/],
  ['a reset token in a link', /[?&]token=/],
  ['a query string with an e-mail address', /\?[^\s"]*(?:@|%40)/],
  // A resume's first bytes: a PDF, a zip (docx) or an OLE file (doc), as JSON writes their text, in base64, or as
  // pino writes a Buffer (its bytes in decimal).
  ['resume bytes (PDF)', /%PDF-|JVBERi0|\b37,80,68,70,45\b/],
  ['resume bytes (zip)', /PK\\u0003\\u0004|UEsDBB|\b80,75,3,4\b/],
  ['resume bytes (OLE)', /\u00d0\u00cf\\u0011\u00e0|0M8R4KGx|\b208,207,17,224\b/],
];

/**
 * Sent values shorter than this are not looked for: a three-letter password refused for its length would be found
 * in ordinary words.
 */
export const MIN_SECRET_LENGTH = 8;

/** `transform(value)`, or nothing when the value cannot take that form (a lone surrogate has no UTF-8). */
function formOf(value: string, transform: (value: string) => string) {
  try {
    return [transform(value)];
  } catch {
    return [];
  }
}

/**
 * The forms a value takes in a JSON log line: as it is, escaped as a JSON string, percent-encoded as in a URL, and
 * decoded (a cookie's value is percent-encoded as sent).
 */
function writtenForms(value: string) {
  return new Set([
    value,
    JSON.stringify(value).slice(1, -1),
    ...formOf(value, encodeURIComponent),
    ...formOf(value, decodeURIComponent),
  ]);
}

/** Each leak found, as "what, in: the line" (the line cut short). */
export function findLogLeaks(lines: readonly string[], sentSecrets: Iterable<string>): string[] {
  const secrets = [...new Set(sentSecrets)].map((secret) => ({
    secret,
    forms: [...writtenForms(secret)].filter((form) => form.length >= MIN_SECRET_LENGTH),
  }));
  const leaks: string[] = [];
  for (const line of lines) {
    const found = [
      ...LEAK_PATTERNS.filter(([, pattern]) => pattern.test(line)).map(([what]) => what),
      ...secrets
        .filter(({ forms }) => forms.some((form) => line.includes(form)))
        .map(({ secret }) => `the sent value "${secret}"`),
    ];
    for (const what of found) leaks.push(`${what}, in: ${line.length > 300 ? `${line.slice(0, 300)}...` : line}`);
  }
  return leaks;
}
