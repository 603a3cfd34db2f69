#!/usr/bin/env bash
# Sourced by .ci/run: puts Node 24 first on PATH when the machine's Node is older (Debian's is 20, past
# its end of life). The binary is the npm registry's `node-linux-<arch>@24` package (the official build),
# kept in a cache folder, so a fresh machine needs nothing but npm. The machine's npm runs on it.
want=24
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) echo "no node-linux package for $(uname -m)" >&2; return 1 ;;
  esac
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/storefront/node-$want-$arch
  if [ ! -x "$cache/bin/node" ]; then
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack "node-linux-$arch@$want" --silent >/dev/null && tar xzf node-linux-*.tgz) || { rm -rf "$tmp"; return 1; }
    rm -rf "$cache" && mkdir -p "$(dirname "$cache")" && mv "$tmp/package" "$cache" && rm -rf "$tmp"
  fi
  export PATH="$cache/bin:$PATH"
  # node-gyp builds native addons against the headers of the Node that runs them.
  export npm_config_nodedir="$cache"
fi
echo "node $(node -v), npm $(npm -v)"
