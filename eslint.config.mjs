// One flat config for the whole workspace: type-aware rules for the API (promises must be handled),
// recommended rules plus React hooks rules for the two front ends.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// CONVENTIONS 18: public-web's code flows one way, lib/components -> features -> app, and no
// feature imports another (the page in app/routes composes them).
const publicWebFeatures = readdirSync(new URL('./public-web/src/features', import.meta.url));
const upward = {
  group: ['@/app/*', '@/features/*'],
  message:
    'lib, components and config import no feature and no route (lib/components -> features -> app).',
};
const featureRules = publicWebFeatures.map((feature) => ({
  files: [`public-web/src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, '../../*'],
            message: 'A feature imports no other feature; the route in app/routes composes them.',
          },
          {
            group: ['@/app/*'],
            message: 'Features do not import routes (lib/components -> features -> app).',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'api/src/database/migrations/**',
      '**/*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['api/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['admin-web/**/*.{ts,tsx}', 'public-web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...featureRules,
  {
    files: ['public-web/src/{lib,components,config}/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [upward] }] },
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
