import * as chakra from '@chakra-ui/react';
import { ChakraProvider } from '@chakra-ui/react';
import * as publicTheme from '@chakra-ui/react/theme';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as adapter from '../../src/components/ui/chakraAdapter';
import { Alert } from '../../src/components/ui/chakra/Alert';
import { Input } from '../../src/components/ui/chakra/Input';
import { List } from '../../src/components/ui/chakra/List';
import { Table } from '../../src/components/ui/chakra/Table';
import { Textarea } from '../../src/components/ui/chakra/Textarea';
import { appSystem } from '../../src/components/ui/system';

/**
 * What src/components/ui/chakraAdapter.ts relies on in the installed Chakra. Each test fails on an upgrade that moves
 * or changes it, rather than the app shipping a different theme or more work without a word.
 */

const CACHE_KEY = 'adapter-test';

/**
 * Which of Chakra's global styles the provider had Emotion insert: only the tags of this test's own cache, so styles
 * other test files left in the document do not count.
 */
function globalStylesInDocument() {
  const styles = [...document.querySelectorAll(`style[data-emotion^="${CACHE_KEY}"]`)]
    .map((style) => style.textContent ?? '')
    .join('\n');
  return {
    layerOrder: /@layer reset,\s*base,\s*tokens,\s*recipes;/.test(styles),
    reset: /box-sizing:border-box/.test(styles),
    tokenVariables: /--chakra-colors-brand-600:/.test(styles),
  };
}

function renderProvider(system: chakra.SystemContext) {
  const cache = createCache({ key: CACHE_KEY });
  return render(
    createElement(
      CacheProvider,
      { value: cache },
      createElement(ChakraProvider, { value: system, children: createElement('p', null, 'page') }),
    ),
  );
}

describe("Chakra's theme, read from its own modules", () => {
  it("are the public theme's tokens and semantic tokens, every category of them", () => {
    expect(Object.keys(adapter.chakraTokens).sort()).toEqual(Object.keys(publicTheme.tokens).sort());
    expect(adapter.chakraTokens).toEqual(publicTheme.tokens);
    expect({
      colors: adapter.semanticColors,
      shadows: adapter.semanticShadows,
      radii: adapter.semanticRadii,
    }).toEqual(publicTheme.semanticTokens);
  });

  it("are the public theme's global styles, compositions, breakpoints, keyframes and CSS variable names", () => {
    expect(adapter.breakpoints).toEqual(publicTheme.breakpoints);
    expect(adapter.globalCss).toEqual(publicTheme.globalCss);
    expect(adapter.layerStyles).toEqual(publicTheme.layerStyles);
    expect(adapter.animationStyles).toEqual(publicTheme.animationStyles);
    expect(adapter.textStyles).toEqual(publicTheme.textStyles);
    expect(adapter.keyframes).toEqual(publicTheme.keyframes);
    expect(adapter.cssVarsPrefix).toBe(publicTheme.cssVarsPrefix);
    expect(adapter.cssVarsRoot).toBe(publicTheme.cssVarsRoot);
  });
});

describe("Chakra's provider, given the system without its global styles", () => {
  it('inserts neither the reset, nor the tokens’ CSS variables, nor the order of the cascade layers', () => {
    renderProvider(adapter.withoutGlobalStyles(appSystem()));
    expect(globalStylesInDocument()).toEqual({ layerOrder: false, reset: false, tokenVariables: false });
  });

  it('inserts all three when given the system itself (what the page would otherwise get again)', () => {
    renderProvider(appSystem());
    expect(globalStylesInDocument()).toEqual({ layerOrder: true, reset: true, tokenVariables: true });
  });

  it('keeps the rest of the system: its recipes, tokens and layers draw as before', () => {
    const system = appSystem();
    const withoutGlobal = adapter.withoutGlobalStyles(system);
    expect(withoutGlobal.token('colors.brand.600')).toBe(system.token('colors.brand.600'));
    expect(withoutGlobal.getRecipe('button')).toBe(system.getRecipe('button'));
    expect(withoutGlobal.layers.names).toEqual(system.layers.names);
    expect(withoutGlobal._config.theme).toBe(system._config.theme);
  });
});

describe("the components given their recipe (components/ui/chakra/, whose names the lint forbids from Chakra's)", () => {
  const folder = path.join(import.meta.dirname, '../../src/components/ui/chakra');
  const wrappers = readdirSync(folder)
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => name.slice(0, -'.tsx'.length));

  it('draw with the recipe they carry, which the system does not have (through the `recipe` prop Chakra reads)', () => {
    const { container } = render(
      createElement(ChakraProvider, {
        value: appSystem(),
        children: [
          createElement(Input, { key: 'input', 'aria-label': 'input' }),
          createElement(Textarea, { key: 'textarea', 'aria-label': 'textarea' }),
          createElement(Alert.Root, { key: 'alert' }),
          createElement(List.Root, { key: 'list' }),
          createElement(Table.Root, { key: 'table' }),
        ],
      }),
    );
    expect(appSystem().hasRecipe('input')).toBe(false);
    const recipeClasses = [
      'chakra-input',
      'chakra-textarea',
      'chakra-alert__root',
      'chakra-list__root',
      'chakra-table__root',
    ];
    for (const recipeClass of recipeClasses) expect(container.getElementsByClassName(recipeClass)).toHaveLength(1);
  });

  it.each(wrappers)('%s is a Chakra component, and the module of its name exports it', async (name) => {
    expect(chakra).toHaveProperty(name);
    const wrapper = (await import(`../../src/components/ui/chakra/${name}.tsx`)) as Record<string, unknown>;
    expect(wrapper).toHaveProperty(name);
  });
});
