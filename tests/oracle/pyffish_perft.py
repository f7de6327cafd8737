#!/usr/bin/env python3
"""Perft of a Fairy-Stockfish game from its start, counted with pyffish 0.0.90.

    python3 tests/oracle/pyffish_perft.py [--variant petrified] [--depth 4]

pyffish has no perft: the tree is walked with ``legal_moves`` and ``get_fen``, one FEN per
node (petrified's depth 5, 7,206,900 leaves, took 34 minutes). Prints ``depth
count`` lines; tests/variant_perft.rs holds the numbers.
"""

import argparse

import pyffish as sf


def perft(variant, fen, depth):
    moves = sf.legal_moves(variant, fen, [])
    if depth == 1:
        return len(moves)
    return sum(perft(variant, sf.get_fen(variant, fen, [m]), depth - 1) for m in moves)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", default="petrified")
    parser.add_argument("--depth", type=int, default=4)
    args = parser.parse_args()
    start = sf.start_fen(args.variant)
    for depth in range(1, args.depth + 1):
        print(depth, perft(args.variant, start, depth), flush=True)


if __name__ == "__main__":
    main()
