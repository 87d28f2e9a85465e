#!/bin/sh
# compose.yaml's proxy: nginx's image runs this at start (/docker-entrypoint.d/). It writes
# deploy/nginx.conf, the single-machine recipe, as the server configuration, with the recipe's one
# upstream server line replaced by one line per site replica in $LECTERN_UPSTREAMS ("host:port ...").
# test/deploy/compose-proxy.test.ts runs it with the paths below pointed at a temporary folder.
set -eu
recipe="${LECTERN_NGINX_RECIPE:-/etc/lectern/nginx.conf}"
target="${LECTERN_NGINX_TARGET:-/etc/nginx/conf.d/default.conf}"
line='  server 127.0.0.1:3000;'
if ! grep -qxF "$line" "$recipe"; then
  echo "lectern proxy: no '$line' line in $recipe to replace with the replicas" >&2
  exit 1
fi
servers=''
for upstream in ${LECTERN_UPSTREAMS:?set LECTERN_UPSTREAMS to the site replicas, e.g. "site-1:3000 site-2:3000"}; do
  servers="$servers  server $upstream;
"
done
awk -v line="$line" -v servers="$servers" '$0 == line { printf "%s", servers; next } { print }' "$recipe" > "$target"
echo "lectern proxy: upstream $LECTERN_UPSTREAMS"
