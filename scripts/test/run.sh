#!/usr/bin/env bash
# Installs everything, then runs every test suite; the last line is `N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/test/setup.sh
exec npx tsx scripts/test/runner.ts "$@"
