/** SPEC section 3: an empty optional answer is null, whether it came as "", as spaces, as null or not at all. */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
