import { createElement, type ComponentType } from 'react';

/**
 * A Chakra component that carries its own recipe, for the components whose looks the shell does not need.
 *
 * A recipe registered in the Chakra system (../system.ts) loads with the entry, on every page, whether that page draws
 * the component or not. The components of this folder take their recipe as a prop instead, one module each, so a
 * recipe loads with the first page that renders its component: the dialogs, forms, menus, tabs and tables stay off
 * the first visit of the pages without them (about 7 kB gzip). Import these components from here, never from
 * '@chakra-ui/react' (the lint forbids it): one imported from Chakra directly would look for its recipe in the system
 * and find none.
 */
export function withRecipe<Component extends ComponentType<never>>(Root: Component, recipe: object): Component {
  const Styled = (props: object) => createElement(Root as ComponentType<{ recipe: object }>, { recipe, ...props });
  Styled.displayName = (Root as { displayName?: string }).displayName;
  return Styled as unknown as Component;
}

/** A slot recipe of Chakra's with styles added to some of its parts' base styles (Chakra's own stay underneath). */
export function addToParts<Recipe extends { base?: Partial<Record<string, object>> }>(
  recipe: Recipe,
  parts: Partial<Record<keyof NonNullable<Recipe['base']>, object>>,
): Recipe {
  const base: Partial<Record<string, object>> = { ...recipe.base };
  for (const [part, styles] of Object.entries(parts)) base[part] = { ...base[part], ...(styles as object) };
  return { ...recipe, base };
}
