"""Grading submitted answers by the property they must have."""
