"""Card faces rendered from data (assets/cards) and layouts (assets/layouts), cached."""
