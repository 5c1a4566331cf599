import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { AppModule } from 'src/app.module';
import { buildOpenApiDocument } from 'src/common/openapi/openapi-document';
import {
  DOCUMENT_FILE,
  documentText,
  ENUMS_FILE,
  enumsText,
  TYPES_FILE,
  typesText,
} from './contract-files';

/**
 * `npm run contract` (also the last step of the API's build): writes the OpenAPI document the app
 * serves to staff at /api/docs/openapi.json, the TypeScript types generated from it and its enum
 * value lists, to src/contract. Preview mode builds the module graph without creating a provider, so neither
 * PostgreSQL nor Redis nor a complete environment is needed.
 */
async function main(): Promise<void> {
  const app = await NestFactory.create(AppModule.forRoot(), { preview: true, logger: false });
  app.setGlobalPrefix('api'); // as configureApp() does
  const json = documentText(buildOpenApiDocument(app));
  await app.close();
  writeFileSync(DOCUMENT_FILE, json);
  writeFileSync(TYPES_FILE, await typesText(json));
  writeFileSync(ENUMS_FILE, await enumsText(json));
  console.log(`Wrote ${DOCUMENT_FILE}, ${TYPES_FILE} and ${ENUMS_FILE}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
