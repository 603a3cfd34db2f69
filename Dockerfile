# syntax=docker/dockerfile:1
# Build: install everything, build the Remix app. Run: production dependencies only, non-root.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/patch-dependencies.ts ./scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/patch-dependencies.ts ./scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/server.ts /app/cluster.ts ./
COPY --from=build /app/app ./app
COPY --from=build /app/sandbox ./sandbox
COPY --from=build /app/tsconfig.json ./tsconfig.json
RUN mkdir -p /app/.data && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server.ts"]
