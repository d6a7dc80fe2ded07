/**
 * An article's text as blocks the post page draws with the product's own type styles (no Markdown parser shipped):
 * plain strings only, so nothing in an article can inject markup.
 */
export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  /** A section heading (drawn as h2). */
  | { kind: 'heading'; text: string }
  /** A bulleted list. */
  | { kind: 'list'; items: readonly string[] }
  /** A numbered list of steps. */
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'quote'; text: string; source: string }
  /** A highlighted practical tip. */
  | { kind: 'tip'; text: string };

export type ArticleBody = readonly ArticleBlock[];

/** The words an article's reader reads: every block's text. */
export function wordCount(body: ArticleBody): number {
  const texts = body.flatMap((block) => ('items' in block ? block.items : [block.text]));
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}
