#!/usr/bin/env bash
# Prints the path of a Node 24 binary for scripts/test.sh's Node 24 leg. The binary comes
# from the npm registry (the node-linux-<arch> package, bin/node inside), fetched once into
# node_modules/.cache/node-24 so later runs start at once.
set -euo pipefail
cd "$(dirname "$0")/.."
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node 24 package for $(uname -m)" >&2; exit 1 ;;
esac
cache="$PWD/node_modules/.cache/node-24-$arch"
if [[ ! -x "$cache/bin/node" ]]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-$arch@24" >/dev/null)
  tar -xzf "$tmp"/node-linux-"$arch"-*.tgz -C "$tmp" package/bin/node
  mkdir -p "$cache/bin"
  mv "$tmp/package/bin/node" "$cache/bin/node.part"
  mv "$cache/bin/node.part" "$cache/bin/node"
fi
"$cache/bin/node" --version >&2
echo "$cache/bin/node"
