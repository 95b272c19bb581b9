"""Intake: whole write-ups (LaTeX, Markdown, text, Typst, PDF, notebooks, Word, HTML) read into text, and each part of
the assignment located in them by the document's structure, driven by the editions' numbering in the derivations.

Layer: after `steps`, before `grading` (it reads `spec`'s parts and runs readers in `workers`' bounded processes).
"""
