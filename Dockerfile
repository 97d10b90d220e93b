# syntax=docker/dockerfile:1
# The API image (target `api`, the default) and the reverse proxy serving the built admin (target
# `proxy`). docs/deploying.md explains the variables, the migrations and the replicas.

FROM node:24.9-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/machines/package.json packages/machines/
COPY packages/ui/package.json packages/ui/
COPY apps/api/package.json apps/api/
COPY apps/admin/package.json apps/admin/
COPY apps/storybook/package.json apps/storybook/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx turbo run build --filter=@backoffice/api --filter=@backoffice/admin --output-logs=errors-only

# Only the API's production dependencies (the bundle inlines the workspace packages).
FROM node:24.9-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
RUN npm ci --omit=dev --workspace=@backoffice/api --include-workspace-root=false --no-audit --no-fund

FROM node:24.9-bookworm-slim AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/api/health/ready').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/main.js"]

# nginx, unprivileged (port 8080): the admin's files, /api to the replicas.
FROM nginxinc/nginx-unprivileged:1.27-alpine AS proxy
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/admin/dist /usr/share/nginx/html
HEALTHCHECK --interval=10s --timeout=3s CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/"]

FROM api
