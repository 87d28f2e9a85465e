# syntax=docker/dockerfile:1
# Lectern's container image: the docs site (Next's standalone server) and the agent worker, from one
# image. The site is the default command; a worker is the same image with
# `command: ["node", "dist/image/worker.mjs"]` (compose.yaml runs two of each). Build the own site:
#   docker build -t lectern .
# or another docs folder inside the build context: docker build --build-arg DOCS_DIR=path/to/docs -t lectern .
# Docker does not run on the machines Lectern is developed on: test/deploy/ tests this file's parts
# (README "Running on more than one machine").

# deps: the dependencies, with better-sqlite3 compiled for this image's Node when no prebuilt binary
# fits. Install scripts are skipped (the project's `prepare` needs the sources), then the two
# native packages' own scripts run.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts && npm rebuild better-sqlite3 esbuild

# build: the dependency patches (patches/, which `npm install` applies in its postinstall), the OAS
# validators, the standalone site build, the worker and command bundles, and the runtime folder
# assembled from them by scripts/image-layout.mjs into /image.
FROM deps AS build
ARG DOCS_DIR=
ENV NEXT_TELEMETRY_DISABLED=1 LECTERN_STANDALONE=1 DOCS_DIR=${DOCS_DIR}
COPY . .
RUN node_modules/.bin/patch-package \
  && node scripts/build-oas-validators.mjs \
  && node scripts/build.mjs \
  && node scripts/build-image-bundles.mjs \
  && node scripts/image-layout.mjs /image

# runtime: no compilers, no dev dependencies, no sources; git for the agent's repositories. Files
# belong to the unprivileged user because Next rewrites prerendered pages in its dist folder when a
# deployment refreshes them.
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends git ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --system --gid 10001 lectern \
  && useradd --system --uid 10001 --gid lectern --home-dir /app --shell /usr/sbin/nologin lectern \
  && mkdir -p /data && chown lectern:lectern /data \
  && printf '#!/bin/sh\nexec node /app/dist/image/lectern.mjs "$@"\n' > /usr/local/bin/lectern \
  && chmod 755 /usr/local/bin/lectern
WORKDIR /app
ARG DOCS_DIR=
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000 LECTERN_DATA_DIR=/data DOCS_DIR=${DOCS_DIR}
COPY --from=build --chown=lectern:lectern /image/ ./
USER lectern
VOLUME /data
EXPOSE 3000
# The site runs Next's standalone server.js (dist/image/site.mjs), not npm start's scripts/start.mjs:
# the standalone folder has no response cache in front of Next; compose.yaml puts deploy/nginx.conf,
# which caches signed-out pages, in front of the replicas.
# robots.txt: a route every site answers with 200, signed in or not, without touching the database.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/robots.txt').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/image/site.mjs"]
