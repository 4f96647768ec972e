# syntax=docker/dockerfile:1
#
# One image for every distributed-mode service; the Deployment's command picks the service:
#   docker build -t downbeat:dev .
#   docker run --rm downbeat:dev node services/catalog/dist/main.js
# The embedded mode (`npm start`, services/all-in-one) is not packaged here: it is the laptop mode.

ARG NODE_IMAGE=node:24-slim
# Must match the `turbo` devDependency in the root package.json.
ARG TURBO_VERSION=2.11.11

FROM ${NODE_IMAGE} AS base
ENV TURBO_TELEMETRY_DISABLED=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /app

# 1. Cut the monorepo down to the service workspaces and the libraries they depend on, so test
#    tooling (libs/testing → testcontainers, tests/e2e) and the embedded launcher never reach the
#    image. `--docker` splits it into package manifests (json/) and sources (full/) for caching.
FROM base AS prune
ARG TURBO_VERSION
COPY . .
RUN npx --yes "turbo@${TURBO_VERSION}" prune \
      @downbeat/gateway @downbeat/accounts @downbeat/catalog @downbeat/search \
      @downbeat/media @downbeat/similarity @downbeat/versions @downbeat/reporting \
      --docker --out-dir /out

# 2. Install with dev dependencies (TypeScript, proto type generation), build, then drop dev
#    dependencies and sources. Install scripts are skipped: in the pruned tree only dev tools the
#    build does not run (buf, swc, @parcel/watcher) have one, plus a version warning in protobufjs.
FROM base AS build
COPY --from=prune /out/json/ ./
# `npm install` only when `npm ci` refuses a lock made against a mirror without other platforms'
# optional packages (see scripts/install-deps.sh); both honour the lock's versions.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts || npm install --ignore-scripts --no-audit --no-fund
COPY --from=prune /out/full/ ./
# Root files turbo prune does not carry: the shared compiler settings and the gRPC contracts
# (libs/contracts generates its types from protos/ and copies them into its dist/).
COPY tsconfig.base.json ./
COPY protos ./protos
RUN npx turbo run build
RUN npm prune --omit=dev --ignore-scripts \
 && find libs services -mindepth 2 -maxdepth 2 \
      \( -name src -o -name scripts -o -name 'tsconfig*.json' -o -name 'jest.config.js' -o -name .turbo \) \
      -exec rm -rf {} +

# 3. Runtime: Node, ffmpeg/ffprobe (media analysis and renditions, versions rendering: libs/platform's
#    locateFfmpeg finds them on PATH), the built workspaces, production dependencies only.
#    One image for every service keeps a release to one artifact; the gateway carries ffmpeg it
#    does not use, the price of that simplicity.
FROM ${NODE_IMAGE} AS runtime
ARG DOWNBEAT_VERSION=0.1.0
# Package managers are build tools: the runtime image does without them (less to patch).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/* \
 && rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
           /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg
ENV NODE_ENV=production \
    DOWNBEAT_VERSION=${DOWNBEAT_VERSION}
WORKDIR /app
# Owned by root and not writable by the service user: the code is immutable at runtime.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs
COPY --from=build /app/services ./services
LABEL org.opencontainers.image.title="downbeat" \
      org.opencontainers.image.description="Downbeat services (one image; the command picks the service)" \
      org.opencontainers.image.version="${DOWNBEAT_VERSION}"
# The `node` user of the official image, by number so that Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 8080 50051 50052 50053 50054 50055 50056 50057
# Node is PID 1 (the image entrypoint execs it): every service handles SIGTERM itself and drains.
CMD ["node", "services/gateway/dist/main.js"]
