"""Reading what people write: a submission as sentences, clauses and statements, each with its mood,
and what the words say about the names in it (where a scale goes).

Below grading and steps: both read a submission through this layer, and neither keeps tables of words
of its own. Word knowledge is data (`lexicon/`), matched on tokens.
"""
