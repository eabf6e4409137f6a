// @ts-check
/**
 * Lobby's flat ESLint config. Each package's eslint.config.js calls `lobby()`.
 *
 * Linting is syntax-only (no type information) so it stays fast on two cores;
 * type errors are the typecheck task's job.
 */
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import plugin from './plugin.js';

/**
 * Builds the config for one package.
 * @param {{ react?: boolean, ignores?: string[] }} [options]
 */
export function lobby(options = {}) {
  return tseslint.config(
    {
      ignores: [
        '**/dist/**',
        '**/dist-preview/**',
        '**/coverage/**',
        '**/reports/**',
        '**/storybook-static/**',
        '**/node_modules/**',
        '**/.data/**',
        ...(options.ignores ?? []),
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...globals.node, ...globals.browser },
      },
      plugins: { lobby: plugin },
      rules: {
        'lobby/layers': 'error',
        'lobby/no-cycle': 'error',
        'lobby/api-house': 'error',
        'lobby/api-floors': 'error',
        'lobby/filename-case': 'error',
        // Reports only under packages/ (the rule checks the path); apps' stories may keep functions.
        'lobby/prefer-token-vars': 'error',
        'no-restricted-syntax': [
          'error',
          {
            selector: 'ExportAllDeclaration',
            message: 'No `export *`: name each export so the public API stays deliberate.',
          },
        ],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
        ],
      },
    },
    ...(options.react
      ? [
          {
            files: ['**/*.tsx', '**/*.ts'],
            plugins: { 'react-hooks': reactHooks },
            rules: {
              'react-hooks/rules-of-hooks': 'error',
              'react-hooks/exhaustive-deps': 'warn',
            },
          },
        ]
      : []),
  );
}

export { plugin };
export default lobby;
