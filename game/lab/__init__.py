"""The layout lab: a designer's card file and face layout, seen, checked, printed and played.

`deck` is what the lab asks of a game (its cards, their faces and what overflows),
`watch` tells when a file changed on disk, and the scene, the exports and the
command line (`python -m game lab GAME`) are built on those two.
"""
