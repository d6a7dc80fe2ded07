import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'coverage', '.data', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // The direction of imports (DESIGN section 3): shared <- features <- app; no feature imports another;
      // machines import only xstate; browser and server code never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `src/features/${feature}`,
              from: 'src/features',
              except: [`./${feature}`],
            })),
            { target: 'src/features', from: 'src/app' },
            { target: ['src/api', 'src/components', 'src/lib', 'src/shared'], from: ['src/features', 'src/app'] },
            { target: 'src/shared', from: ['src/api', 'src/components', 'src/lib', 'src/server'] },
            {
              target: 'src/server',
              from: ['src/app', 'src/features', 'src/api', 'src/components', 'src/lib', 'src/main.tsx'],
            },
            { target: ['src/app', 'src/features', 'src/api', 'src/components', 'src/lib'], from: 'src/server' },
            { target: 'machines', from: ['src', 'test'] },
          ],
        },
      ],
    },
  },
  {
    // Features read the store through their slices' own typed selectors; the app uses the typed hooks.
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/hooks.ts'],
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
          ],
        },
      ],
    },
  },
);
