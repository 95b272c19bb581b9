#!/usr/bin/env bash
# Make the README's pictures: a page of the answer sheet, a feedback sheet and the class report's first page,
# from the shipped derivations and tests/data/class-200.csv. Needs LuaLaTeX and poppler-utils (see README).
# Run from the repository root: bash docs/make-pictures.sh [PYTHON]
set -euo pipefail
python="${1:-.venv/bin/python}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$python" -m symattn render --out "$work/sheet" --pdf > /dev/null
"$python" -m symattn grade tests/data/class-200.csv --out "$work/results.json"
"$python" -m symattn render --feedback "$work/results.json" --out "$work/feedback" --pdf > /dev/null
"$python" -m symattn report "$work/results.json" --out "$work/report" --pdf > /dev/null
# the page of 1(b) with the how-large table, the first student's sheet, the report's overview
page="$(pdftotext -layout "$work/sheet/answer-sheet.pdf" - | awk -v RS='\f' '/min\{t/ && /n = 1000/ && !found {print NR; found = 1}')"
pdftoppm -png -r 75 -singlefile -f "$page" -l "$page" "$work/sheet/answer-sheet.pdf" docs/answer-sheet-page
pdftoppm -png -r 75 -singlefile -f 1 -l 1 "$work/feedback/feedback-001-"*.pdf docs/feedback-sheet
pdftoppm -png -r 75 -singlefile -f 1 -l 1 "$work/report/report.pdf" docs/class-report
pdftoppm -png -r 75 -singlefile -f 2 -l 2 "$work/report/report.pdf" docs/class-report-part
echo "wrote docs/answer-sheet-page.png docs/feedback-sheet.png docs/class-report.png docs/class-report-part.png"
