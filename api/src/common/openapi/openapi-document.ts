import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { Request, Response } from 'express';
import { CSRF_HEADER, SESSION_COOKIE } from 'src/contract/constants';
import { ErrorDto, PUBLIC_EXTENSION, ROLES_EXTENSION } from './openapi.decorators';

export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs/openapi.json';

/** Security scheme names used in the document. */
export const SESSION_SCHEME = 'session';
export const GATE_KEY_SCHEME = 'gateKey';
export const METRICS_TOKEN_SCHEME = 'metricsToken';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const errorRef: ReferenceObject = { $ref: '#/components/schemas/ErrorDto' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

function* operations(doc: OpenAPIObject): Generator<[string, string, OperationObject]> {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = (item as PathItemObject)[method];
      if (op) yield [path, method, op];
    }
  }
}

/**
 * The whole contract, built from the controllers' decorators alone: it needs the module graph but
 * no provider, so `npm run contract` writes it without a database (NestFactory's preview mode).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Alpencamp booking API')
    .setDescription(
      'The public booking API and the staff admin API (ra-data-simple-rest conventions under /api/admin). ' +
        `Staff sign in at POST /api/auth/login, which sets the \`${SESSION_COOKIE}\` session cookie and the readable \`csrf\` cookie; ` +
        `every write with the session must echo that cookie in the \`${CSRF_HEADER}\` header. ` +
        'Errors answer `{statusCode, error, message}` in the language of Accept-Language (German unless English is preferred).',
    )
    .setVersion('1')
    .addServer('/', 'This server')
    .addCookieAuth(
      SESSION_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The staff session, set by POST /api/auth/login',
      },
      SESSION_SCHEME,
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'X-Gate-Key',
        description: 'A gate API key created under /admin/security, or GATE_API_KEY',
      },
      GATE_KEY_SCHEME,
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for a scraper' },
      METRICS_TOKEN_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorDto],
    operationIdFactory: (controller, method) =>
      `${controller.replace(/Controller$/, '')}_${method}`,
  });
  return finishDocument(document);
}

/**
 * Turns what @Public() and @Roles() recorded into the document's security: public operations say
 * `security: []`; every other one needs the session, may answer 401 and 403, names its roles, and
 * (when it writes) documents the CSRF header. One rule here instead of a decorator on 80 routes.
 */
export function finishDocument(doc: OpenAPIObject): OpenAPIObject {
  for (const [, method, op] of operations(doc)) {
    const ext = op as unknown as Record<string, unknown>;
    const isPublic = ext[PUBLIC_EXTENSION] === true;
    delete ext[PUBLIC_EXTENSION];
    // A route with a credential of its own (the gate's key, the metrics token) already declared it.
    op.security ??= isPublic ? [] : [{ [SESSION_SCHEME]: [] }];
    if (isPublic) continue;

    op.responses[401] ??= errorResponse('No valid session');
    op.responses[403] ??= errorResponse('Not allowed: wrong role or missing CSRF token');
    const roles = ext[ROLES_EXTENSION];
    if (Array.isArray(roles)) {
      const line = `Roles: ${roles.join(', ')}.`;
      op.description = op.description ? `${op.description}\n\n${line}` : line;
    }
    if (method !== 'get' && method !== 'head') {
      const csrf: ParameterObject = {
        name: CSRF_HEADER,
        in: 'header',
        required: true,
        description: 'The value of the `csrf` cookie set at sign-in',
        schema: { type: 'string' },
      };
      op.parameters = [...(op.parameters ?? []), csrf];
    }
  }
  return doc;
}

/** What a visitor without a session is shown: the operations anyone may call, and what they use. */
export function publicDocument(doc: OpenAPIObject): OpenAPIObject {
  const paths: OpenAPIObject['paths'] = {};
  for (const [path, method, op] of operations(doc)) {
    if (!Array.isArray(op.security) || op.security.length > 0) continue;
    paths[path] = { ...paths[path], [method]: op };
  }
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.replace('#/components/schemas/', '');
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(paths);
  return {
    ...doc,
    info: {
      ...doc.info,
      description: 'The public booking API. Staff see every operation once signed in.',
    },
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  };
}

/**
 * Swagger UI at /api/docs and the JSON at /api/docs/openapi.json: the public operations for
 * everyone, the whole document for a signed-in staff member. These routes sit beside Nest's, so
 * the guard does not run for them; `isStaff` checks the session itself.
 */
export function setupOpenApi(
  app: INestApplication,
  isStaff: (req: Request) => Promise<boolean>,
): void {
  // Built on the first request for it, not at start: scanning every route and DTO costs a start
  // (each API process, each test app) a few hundred milliseconds of CPU few of them ever use.
  let documents: { full: OpenAPIObject; anonymous: OpenAPIObject } | undefined;
  const built = () => {
    if (!documents) {
      const full = buildOpenApiDocument(app);
      documents = { full, anonymous: publicDocument(full) };
    }
    return documents;
  };
  SwaggerModule.setup(DOCS_PATH, app, () => built().full, {
    jsonDocumentUrl: DOCS_JSON_PATH,
    // Swagger's signature is generic in the request type; on Express it is always Express's.
    patchDocumentOnRequest: async <Req, Res>(rawReq: Req, rawRes: Res, document: OpenAPIObject) => {
      const req = rawReq as unknown as Request;
      const res = rawRes as unknown as Response;
      // The answer depends on the session: no shared cache may keep one for the other.
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Vary', 'Cookie');
      const staff = await isStaff(req).catch(() => false);
      return staff ? document : built().anonymous;
    },
  });
}
