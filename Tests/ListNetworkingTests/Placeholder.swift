// placeholder (local only, not committed)
