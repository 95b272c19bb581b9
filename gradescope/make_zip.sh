#!/usr/bin/env bash
# Build the autograder zip Gradescope wants: the repository, with setup.sh and run_autograder at the root.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(realpath -m "${1:-autograder.zip}")"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
git archive HEAD | tar -x -C "$stage"
cp gradescope/setup.sh gradescope/run_autograder "$stage/"
python3 -c 'import shutil, sys; shutil.make_archive(sys.argv[1][:-4], "zip", sys.argv[2])' "$out" "$stage"
echo "wrote $out"
