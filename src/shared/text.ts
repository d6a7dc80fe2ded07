/** SPEC section 3: an empty optional answer is null, whether it came as "", as spaces, as null or not at all. */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * "10,000": a whole number as en-US writes it, written by hand rather than with Intl. A process's first use of Intl
 * starts ICU, 30 to 70 ms of the CPU: the messages of the forms' length limits are written as their modules load, on
 * the server as it starts and in the browser as a form's rules arrive (src/build/README.md, "No Intl as a page starts").
 */
export function formatCount(count: number) {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * "586 bytes", "48.2 KB", "1.3 MB": in the units of the 5 MB limit (1 MB = 1024 KB, SPEC section 9), so a file the
 * form accepts never reads as more than 5 MB.
 */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  const oneDecimal = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / (1024 * 1024))} MB`;
}
