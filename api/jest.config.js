/** Unit specs live beside the code (src/**\/*.spec.ts); integration specs under test/ (*.int-spec.ts). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
  moduleNameMapper: { '^src/(.*)$': '<rootDir>/src/$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFiles: ['reflect-metadata'],
  testTimeout: 30000,
  testSequencer: '<rootDir>/test/slow-first-sequencer.cjs',
};
