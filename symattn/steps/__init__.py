"""Check a student's derivation step by step: the first wrong step, and why."""
