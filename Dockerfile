# The site as a container: `npm run build` in a build stage, then only what `npm start` needs, run as the
# unprivileged `node` user. deploy/compose.yaml runs two of these with Redis and nginx (docs/operations.md).
# syntax=docker/dockerfile:1

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# SITE_BUILD_ID may be given (e.g. the commit); otherwise Next.js makes one (next.config.mjs).
ARG SITE_BUILD_ID=
RUN SITE_BUILD_ID="$SITE_BUILD_ID" npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOSTNAME_BIND=0.0.0.0
WORKDIR /app
RUN chown node:node /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/.next ./.next
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/next.config.mjs ./
# The embedded demo backend's files (used only when BACKEND_URL is not set).
COPY --from=build --chown=node:node /app/demo/content/files ./demo/content/files
COPY --from=build --chown=node:node /app/demo/content/member-files ./demo/content/member-files
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=2s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/_site/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server/start.cjs"]
