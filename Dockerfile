# goalgraph service image. Build: docker build -t goalgraph .  (docker-compose.yml runs it)

# Build stage: the full install (dev dependencies included) builds better-sqlite3 and the web
# console; then the dev dependencies are pruned away.
FROM node:20-bookworm-slim AS build
# better-sqlite3 builds from source when no prebuilt binary matches.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# The console's sources come first so that `npm ci` (its prepare script) builds console/dist.
COPY console ./console
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /app /app
# The named volume takes this directory's ownership on first use, so the node user can write it.
RUN mkdir -p /app/data && chown node:node /app/data

ENV NODE_ENV=production \
    GOALGRAPH_HOST=0.0.0.0 \
    GOALGRAPH_PORT=8123 \
    GOALGRAPH_DB=/app/data/goalgraph.sqlite
VOLUME ["/app/data"]
EXPOSE 8123
USER node
CMD ["node", "bin/goalgraph.mjs", "serve"]
