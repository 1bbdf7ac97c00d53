# Clipmarket's production image (docs/operations.md, ADR 104). Two stages: the first installs the toolchain and
# makes the production artefact with the same script the end-to-end tests run against (scripts/release.mjs);
# the second holds only the artefact (the compiled server, the built web app, the run-time packages) on the
# Node 24 the project pins, run by a user that owns nothing but its data folder.
#
#   docker build -t clipmarket .
#   docker compose up          (compose.yaml: the app and PostgreSQL 15)

# The project's Node (package.json's `node` package), on Debian slim.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
# No tool downloads a browser: nothing in this stage runs one.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The sources (.dockerignore keeps out secrets, data and what a build makes), then the packages as locked: their
# install scripts need files of the checkout (the Storybook's mock service worker), so they come after it.
COPY . .
RUN npm ci --no-audit --no-fund
RUN node scripts/release.mjs --out /app \
 && cp scripts/healthcheck.mjs /app/healthcheck.mjs

FROM node:${NODE_VERSION}-bookworm-slim
# HOST: every interface of the container; the server's own default is loopback only.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The code belongs to root and cannot be changed by the server's user; the embedded database and generated
# files (playlist zips, comps) go to /data, a volume. With DATABASE_URL set, /data holds the generated files only.
COPY --from=build /app /app
# Node's compile cache, filled here once by loading the server, which stops at its first check since no setting
# is given: every start then reads the server's code compiled (about 0.1 s of its 0.7 s of loading;
# docs/benchmarks.md, "Start-up"). Read-only to the server's user, which Node allows.
ENV NODE_COMPILE_CACHE=/app/.node-compile-cache
RUN NODE_ENV=production node apps/api/dist/main.js > /dev/null 2>&1; test -d "$NODE_COMPILE_CACHE"
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
