# syntax=docker/dockerfile:1
# The production image: Node 22 LTS, production dependencies only, a non-root user, the data directory as
# a volume and a health check on /healthz. Build: docker build -t lumina-threads .  Guide: docs/deploy.md.
# tests/unit/deployment-files.test.ts checks this file; tests/security/production-image.test.ts builds
# the runtime stage's file tree without Docker and starts it.

ARG NODE_IMAGE=node:22-bookworm-slim

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The production build (build/client and build/server).
FROM deps AS build
COPY . .
RUN npx react-router build

# Production dependencies only: what the final image carries.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The server entry, the server's own sources (configuration, migrations, the scripts' modules), the
# shared schemas they import (app/lib) and the scripts run in the container: start, db:*, admin:create.
COPY package.json server.ts tsconfig.json ./
COPY server ./server
COPY app/lib ./app/lib
COPY scripts/start.ts scripts/db-migrate.ts scripts/db-seed.ts scripts/admin-create.ts scripts/db-backup.ts scripts/db-restore.ts ./scripts/
# The data directory (embedded database, local media, backups) belongs to the unprivileged user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# The first start on an empty database migrates and seeds demo content, which takes a while.
HEALTHCHECK --interval=15s --timeout=5s --start-period=300s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself (not npm) is the process, so SIGTERM reaches the server and it stops gracefully.
CMD ["node", "--import", "tsx", "server.ts"]
