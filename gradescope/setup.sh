#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image: install symattn from the autograder
# zip (this folder is /autograder/source). Pick the base image "Ubuntu 22.04" (its python3 is 3.10) or later.
# AUTOGRADER_ROOT and SYMATTN_OFFLINE=1 (no apt-get, no downloads: the venv reuses this Python's packages) let a
# test run the same steps on a temporary folder.
set -euo pipefail
root="${AUTOGRADER_ROOT:-/autograder}"
source="$root/source"
if [ -z "${SYMATTN_OFFLINE:-}" ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 python3-venv python3-pip
  python3 -m venv "$root/venv"
  "$root/venv/bin/pip" install --no-cache-dir -r "$source/gradescope/requirements.txt"
  "$root/venv/bin/pip" install --no-cache-dir --no-deps "$source"
else
  "${SYMATTN_PYTHON:-python3}" -m venv --without-pip "$root/venv"
  # the packages come from the Python that made the test's environment, the code from the zip
  printf '%s\n%s\n' "$source" \
    "$("${SYMATTN_PYTHON:-python3}" -c 'import sympy, os; print(os.path.dirname(os.path.dirname(sympy.__file__)))')" > "$("$root/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/symattn-offline.pth"
fi
# a smoke test: the image grades an answer before any student submits one
"$root/venv/bin/python" -m symattn grade --part average --answer 'q = t(k_a + k_b)' > /dev/null
echo "symattn is installed in $root/venv"
