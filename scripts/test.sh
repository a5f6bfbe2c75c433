#!/usr/bin/env bash
# Runs the whole scale-clang test suite (builds first if needed).
set -uo pipefail
cd "$(dirname "$0")/.."
[ -x build/bin/scale-clang ] || bash scripts/setup.sh || exit 1
ninja -C build || exit 1
log=$(mktemp)
/usr/lib/llvm-22/bin/lit -sv build/test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
count() { sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$log" | head -n 1; }
passed=$(count Passed); failed=$(count Failed)
unsupported=$(count Unsupported)
echo "${passed:-0} passed, ${failed:-0} failed, ${unsupported:-0} skipped"
rm -f "$log"
exit "$status"
