"""meaning layer."""
