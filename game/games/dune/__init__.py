"""Dragon Dune: the board, the cards and the rules for four factions."""
