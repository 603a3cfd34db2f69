# Build: install everything, build the Remix app with its server (Vite: server.ts and the app, one
# ES module, build/server/index.js; the browser's files and public/'s in build/client). Run: production dependencies and built files only (no
# TypeScript, tsx, sources, tests or sandbox), non-root (uid 1000, numeric so Kubernetes'
# runAsNonRoot can check it), read-only root filesystem friendly.
# Node 24 (LTS) on Debian 12 "bookworm" (docs/decisions/0081). `npm run test:image` builds and runs
# this image (scripts/test-image.sh).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Optional peers (TypeScript, for typed Remix) and optional polyfills are not needed to run.
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund --ignore-scripts

FROM node:24-bookworm-slim AS runtime
# Set by the build (scripts/test-image.sh passes them from package.json and git).
ARG VERSION=0.0.0
ARG REVISION=unknown
ARG SOURCE=unknown
LABEL org.opencontainers.image.title="storefront" \
      org.opencontainers.image.description="Customer web app for ordering food delivery, in English and Arabic" \
      org.opencontainers.image.version="$VERSION" \
      org.opencontainers.image.revision="$REVISION" \
      org.opencontainers.image.source="$SOURCE" \
      org.opencontainers.image.licenses="LicenseRef-Proprietary" \
      org.opencontainers.image.base.name="docker.io/library/node:24-bookworm-slim"
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build ./build
# The file session store's folder (without REDIS_URL), the one place the app writes: a volume here,
# or with --read-only --tmpfs /tmp, SESSION_DIR=/tmp/sessions.
RUN mkdir -p /app/.data && chown 1000:1000 /app/.data
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "build/server/index.js"]
