#!/usr/bin/env bash
# Runs the whole scale-clang test suite (builds first if needed).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build/bin/scale-clang ] || bash scripts/setup.sh
ninja -C build
/usr/lib/llvm-22/bin/lit -sv build/test "$@"
