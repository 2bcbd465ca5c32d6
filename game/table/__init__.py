"""The table: card sprites, zones on screen, drag and drop, highlights, toasts."""
