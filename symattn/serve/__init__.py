"""`symattn serve`: a local web app over grade and check — a self-check page for students, a review desk for TAs.

The layer just below the CLI: it imports grading (and what grading imports) and adds no mathematics of its own.
Answers are graded and write-ups checked in the bounded worker processes of symattn/workers.py, through the same
functions as `grade` and `check`; the desk's decisions are grading/decisions.py's file. Its web framework
(Starlette, served by uvicorn) and its MathML printer (latex2mathml) are the optional `serve` extra: the rest of
symattn does not need them.
"""
