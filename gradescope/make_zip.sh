#!/usr/bin/env bash
# Build the autograder zip Gradescope wants from the working tree (see make_zip.py): bash gradescope/make_zip.sh [OUT]
set -euo pipefail
exec python3 "$(dirname "$0")/make_zip.py" "$@"
