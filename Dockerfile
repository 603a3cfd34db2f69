# syntax=docker/dockerfile:1
# Build: install everything, build the Remix app and compile the server (server.ts and the modules it
# imports, one ES module: dist/server.js). Run: production dependencies and built files only (no
# TypeScript, tsx, sources, tests or sandbox), non-root, read-only root filesystem friendly.
# `npm run test:image` builds and runs this image (scripts/test-image.sh).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Optional peers (TypeScript, for typed Remix) and optional polyfills are not needed to run.
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund --ignore-scripts

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/dist/server.js ./server.js
# The file session store's folder (without REDIS_URL), the one place the app writes: a volume here,
# or with --read-only --tmpfs /tmp, SESSION_DIR=/tmp/sessions.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
