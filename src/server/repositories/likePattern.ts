/** A LIKE pattern matching lower-cased text that contains `text`: its `%`, `_` and `\` match themselves. */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
