#!/usr/bin/env bash
# Gradescope image build: install symattn from the autograder zip (this folder's parent is the repository).
set -euo pipefail
apt-get install -y python3 python3-venv python3-pip
python3 -m venv /autograder/venv
/autograder/venv/bin/pip install /autograder/source
