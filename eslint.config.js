import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What of src/rendering/ runs the app itself or drives a build (the renderer, the browser's start, the build's and
 * the dev server's plugins, the server's page renderer): entry points, which the app's own layers never import. They
 * use the rest of the folder (hydration.ts, the document and head helpers).
 */
const RENDERING_ENTRIES = [
  'src/rendering/renderApp',
  'src/rendering/startInBrowser',
  'src/rendering/prerender',
  'src/rendering/devRendering',
  'src/rendering/pageRenderer',
];

/** What of src/rendering/ is the browser's code: the server never imports it (it loads the built renderer). */
const RENDERING_IN_BROWSER = [
  'src/rendering/renderApp',
  'src/rendering/startInBrowser',
  'src/rendering/hydration',
  'src/rendering/HydrationEnd',
  'src/rendering/devRendering',
  'src/rendering/prerender',
];

/**
 * The direction of imports (DESIGN section 3), as [folder of the importing file, folders it may not import from].
 * Features never import one another: checked separately below.
 */
const forbiddenImports = [
  [
    'src/shared',
    [
      'src/api',
      'src/app',
      'src/build',
      'src/components',
      'src/features',
      'src/lib',
      'src/rendering',
      'src/server',
      'machines',
    ],
  ],
  ['src/api', ['src/app', 'src/build', 'src/components', 'src/features', 'src/server', ...RENDERING_ENTRIES]],
  ['src/components', ['src/app', 'src/build', 'src/features', 'src/server', ...RENDERING_ENTRIES]],
  [
    'src/lib',
    ['src/app', 'src/api', 'src/build', 'src/components', 'src/features', 'src/server', ...RENDERING_ENTRIES],
  ],
  ['src/features', ['src/app', 'src/build', 'src/server', ...RENDERING_ENTRIES]],
  ['src/app', ['src/build', 'src/server', ...RENDERING_ENTRIES]],
  // Rendering (src/rendering/README.md) runs the app's shell and router, never a feature directly, nor the server.
  ['src/rendering', ['src/features', 'src/server', 'machines']],
  [
    'src/server',
    [
      'src/app',
      'src/api',
      'src/build',
      'src/components',
      'src/features',
      'src/lib',
      'src/main',
      ...RENDERING_IN_BROWSER,
    ],
  ],
  // Build-time code (Vite plugins) reads the browser bundle it is given, and shared route paths; nothing else.
  [
    'src/build',
    ['src/api', 'src/app', 'src/components', 'src/features', 'src/lib', 'src/rendering', 'src/server', 'machines'],
  ],
  ['machines', ['src', 'test']],
];

const TYPED_HOOKS = 'src/app/hooks';

/**
 * Chakra's components whose recipes the system leaves out, each wrapped with its recipe in components/ui/chakra/ (one
 * module a component, named as Chakra names it): read from that folder, so a new wrapper is forbidden from Chakra
 * directly without a list to keep in step.
 */
const CHAKRA_WRAPPERS = readdirSync(path.join(import.meta.dirname, 'src/components/ui/chakra'))
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => name.slice(0, -'.tsx'.length));

const within = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/**
 * A local rule rather than eslint-plugin-import-x: that plugin's resolver needs native binaries for every
 * platform in the lockfile, which the registry here does not carry, so `npm ci` would fail.
 */
const boundaries = {
  rules: {
    'import-direction': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          if (within(file, 'machines') && !source.startsWith('.') && source !== 'xstate') {
            context.report({ node, message: `machines/ imports only xstate, not "${source}".` });
            return;
          }
          if (!source.startsWith('.')) return;
          // Without its extension, as the rules name modules (`./x.js` in the server's code is `x.ts`).
          const target = path.posix
            .normalize(path.posix.join(path.posix.dirname(file), source))
            .replace(/\.(?:js|ts|tsx)$/, '');
          // The typed hooks are the one module of app/ the browser's other layers use: it imports only types.
          if (target === TYPED_HOOKS && !within(file, 'src/server') && !within(file, 'src/build')) return;
          const rule = forbiddenImports.find(([folder]) => within(file, folder));
          const forbidden = rule?.[1].find((folder) => within(target, folder));
          if (forbidden) {
            context.report({ node, message: `${rule[0]} may not import from ${forbidden} (DESIGN section 3).` });
          }
          const ownFeature = file.match(/^src\/features\/([^/]+)\//)?.[1];
          const otherFeature = target.match(/^src\/features\/([^/]+)/)?.[1];
          if (ownFeature && otherFeature && ownFeature !== otherFeature) {
            context.report({ node, message: `Features do not import each other (${ownFeature} -> ${otherFeature}).` });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'coverage', '.data', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/import-direction': 'error',
    },
  },
  {
    // The store is read and written through the typed hooks everywhere (as redux-templates does), and Chakra's
    // components whose recipes are not in the system come with their recipe (src/components/ui/chakra/).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/hooks.ts', 'src/components/ui/chakra/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch/useAppSelector from app/hooks.',
            },
            {
              name: '@chakra-ui/react',
              importNames: CHAKRA_WRAPPERS,
              message:
                "Import it from components/ui/chakra/, which gives it its recipe: the Chakra system registers only the shell's recipes.",
            },
          ],
        },
      ],
    },
  },
  {
    // Chakra's theme modules by path reach into its dist/: one adapter does, and says why.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/chakraAdapter.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chakra-ui/react/theme/*'],
              message:
                "Import from '@chakra-ui/react/theme'; only components/ui/chakraAdapter.ts reads Chakra's dist/.",
            },
          ],
        },
      ],
    },
  },
);
