/* global require, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- a preload script node runs before any TypeScript loader exists */
// `node -r ./test/helpers/swc-register.cjs src/worker.ts`: compiles the API's TypeScript on the fly
// with the same SWC settings as the tests (.swcrc: decorator metadata, `src/*` paths), so a test can
// run the real worker entry as a process of its own in a second or two, without a build.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '../..');
const swcrc = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
delete swcrc.$schema;
const options = {
  ...swcrc,
  swcrc: false,
  sourceMaps: 'inline',
  jsc: { ...swcrc.jsc, baseUrl: join(root, swcrc.jsc.baseUrl) },
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
