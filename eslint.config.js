import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // DESIGN §2: web and server never import each other; domain imports neither.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './packages/server' },
            { target: './packages/domain', from: './packages/web' },
            { target: './packages/web', from: './packages/server' },
            { target: './packages/server', from: './packages/web' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@espaces/server', '@espaces/server/*'],
              message: 'Only bench may import the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@espaces/server', '@espaces/server/*', '@espaces/web', '@espaces/web/*'] },
      ],
    },
  },
  {
    files: ['packages/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@espaces/server', '@espaces/server/*'] }],
    },
  },
  {
    files: ['bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
