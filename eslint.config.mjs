// One flat config for the whole workspace: type-aware rules for the API (promises must be handled),
// recommended rules plus React hooks rules for the two front ends.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Feature modules of the API (api/src/modules/<name>/), each with its own import boundary below.
const apiModules = readdirSync(join(import.meta.dirname, 'api/src/modules'), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Imports inside the API use the src/ alias; a same-folder './x' is fine.
const parentImport = {
  regex: '^\\.\\./',
  message: "Import through the src/ alias ('src/...'), not a '../' path.",
};

// A module reads another module's data through that module's exported service, never its entities
// (which are its tables) or repositories. The named exceptions:
// - `*.entity.ts` files may name another module's entity as the target of a relation, because the
//   foreign key needs the class for the mapping (the relation is still read through the owner's
//   service or inside the owning module's queries);
// - outside api/src/modules: database/ (the entity registry and the demo seeder), migrations, the CLI
//   and the tests (factories and assertions on stored rows) are not modules and are not checked.
const otherModuleTables = (own) => ({
  regex: `^(?:src/modules/|(?:\\.\\./)+)(?!${own}/)[a-z0-9-]+/(?:[^/]+/)*[^/]+\\.(?:entity|repository)$`,
  message: `Module "${own}" must not import another module's entity or repository: ask that module's exported service (and pass your EntityManager where the rows must agree in one transaction).`,
});

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
    // Settings are read only through the validated Env class, so a typo stops the boot naming the
    // variable instead of silently falling back to a default somewhere deep in the code.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through the validated Env class (api/src/config/env.ts).',
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImport] }] },
  },
  ...apiModules.map((own) => ({
    files: [`api/src/modules/${own}/**/*.ts`],
    ignores: ['**/*.entity.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [parentImport, otherModuleTables(own)] }],
    },
  })),
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
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
