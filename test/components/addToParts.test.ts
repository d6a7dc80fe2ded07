import { describe, expect, it } from 'vitest';
import { addToParts } from '../../src/components/ui/chakra/withRecipe';

describe("adding styles to a Chakra slot recipe's parts", () => {
  const recipe = {
    slots: ['root', 'item'],
    base: { root: { display: 'flex', gap: 1 }, item: { color: 'fg' } },
    variants: { size: { sm: {} } },
  };

  it("keeps Chakra's styles under the added ones, and leaves the other parts and the variants as they were", () => {
    const extended = addToParts(recipe, { root: { gap: 2, flexDirection: 'column' } });
    expect(extended.base.root).toEqual({ display: 'flex', gap: 2, flexDirection: 'column' });
    expect(extended.base.item).toBe(recipe.base.item);
    expect(extended.variants).toBe(recipe.variants);
    // Chakra's own recipe is not changed: other components still draw with it.
    expect(recipe.base.root).toEqual({ display: 'flex', gap: 1 });
  });
});
