import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// docs/architecture.md#packages: web and server never import each other; domain imports neither. Both package
// names and relative paths across packages are refused.
const importsOf = (...packages) =>
  packages.flatMap((name) => [`@espaces/${name}`, `@espaces/${name}/*`, `**/${name}/src/**`]);
const boundary = (...packages) => [
  'error',
  {
    patterns: [
      {
        group: importsOf(...packages),
        message: 'Import boundary between packages (docs/architecture.md#packages).',
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // French typography puts non-breaking spaces before : ; ! ? in user-facing text.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipComments: true },
      ],
    },
  },
  { files: ['packages/domain/**'], rules: { 'no-restricted-imports': boundary('server', 'web') } },
  { files: ['packages/server/**'], rules: { 'no-restricted-imports': boundary('web') } },
  {
    files: ['packages/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': boundary('server') },
  },
  { files: ['e2e/**'], rules: { 'no-restricted-imports': boundary('server', 'web') } },
);
