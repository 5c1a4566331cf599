// One flat config for the whole workspace: type-aware rules for the API (promises must be handled),
// recommended rules plus React hooks rules for the two front ends.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// CONTRIBUTING.md: public-web's code flows one way, lib/components -> features -> app, and no
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
// - raw SQL naming another module's table, in the read models declared (file, tables, reason) in
//   api/src/modules/read-models.json — see the SQL rule below.
const otherModuleTables = (own) => ({
  regex: `^(?:src/modules/|(?:\\.\\./)+)(?!${own}/)[a-z0-9-]+/(?:[^/]+/)*[^/]+\\.(?:entity|repository)$`,
  message: `Module "${own}" must not import another module's entity or repository: ask that module's exported service (and pass your EntityManager where the rows must agree in one transaction).`,
});

// Raw SQL is held to the same boundary: a string or template naming another module's table after
// from/join/using (a read) or update/insert into/delete from (a write) is an error, except in the
// read models declared in api/src/modules/read-models.json (the files, the tables each may read or
// write, and why). The table -> module map comes from the entities' `tableName`.
const modulesDir = join(import.meta.dirname, 'api/src/modules');
const tableModule = new Map(
  readdirSync(modulesDir, { recursive: true })
    .filter((f) => f.endsWith('.entity.ts'))
    .flatMap((f) =>
      [
        ...readFileSync(join(modulesDir, f), 'utf8').matchAll(
          /@Entity\(\{\s*tableName:\s*'(\w+)'/g,
        ),
      ].map((m) => [m[1], f.split(/[\\/]/)[0]]),
    ),
);
const { readModels } = JSON.parse(readFileSync(join(modulesDir, 'read-models.json'), 'utf8'));
const READ = String.raw`\b(?:from|join|using)\s+`;
const WRITE = String.raw`\b(?:update|insert\s+into|delete\s+from)\s+`;
const sqlNaming = (keyword, table) => `/${keyword}${table}\\b/i`;
/** The no-restricted-syntax entries for a file of module `own` that may read `reads` and write `writes`. */
const otherModuleSql = (own, reads = [], writes = []) =>
  [...tableModule]
    .filter(([table, mod]) => mod !== own && !writes.includes(table))
    .flatMap(([table, mod]) => {
      const [keyword, verb] = reads.includes(table)
        ? [`(?:${WRITE})`, 'write']
        : [`(?:${READ}|${WRITE})`, 'query'];
      const message = `Module "${own}" must not ${verb} table "${table}" of module "${mod}" in raw SQL: ask that module's service, or declare a read model in api/src/modules/read-models.json.`;
      const re = sqlNaming(keyword, table);
      return [
        { selector: `Literal[value=${re}]`, message },
        { selector: `TemplateElement[value.raw=${re}]`, message },
      ];
    });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'api/src/database/migrations/**',
      // Generated by `npm run contract` (openapi-typescript).
      'api/src/contract/openapi.d.ts',
      'api/src/contract/enums.ts',
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
  ...apiModules.map((own) => ({
    files: [`api/src/modules/${own}/**/*.ts`],
    rules: { 'no-restricted-syntax': ['error', ...otherModuleSql(own)] },
  })),
  ...readModels.map(({ files, reads = [], writes = [] }) => ({
    files: files.map((f) => `api/src/modules/${f}`),
    rules: {
      'no-restricted-syntax': ['error', ...otherModuleSql(files[0].split('/')[0], reads, writes)],
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
