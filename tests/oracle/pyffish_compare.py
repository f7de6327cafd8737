#!/usr/bin/env python3
"""Positions of seeded random games of a Fairy-Stockfish game, with what pyffish says of each.

    pip install pyffish==0.0.90
    python3 tests/oracle/pyffish_compare.py [--variant petrified] [--positions N] [--seed S]
        [--after N]

pyffish 0.0.90 is Fairy-Stockfish as a Python module, of a later Fairy-Stockfish than npm's
ffish 0.7.10 (which tests/node/define-oracle.test.mjs runs): it plays the games whose rules
changed since, petrified's turning to stone among them, and the walling games (amazons, duck
chess, isolation, snailtrail, joust), which it lacks. This script only asks pyffish; the
comparison is fenboard's, in tests/pyffish_oracle.rs, which reads what it prints.

Random games of a walling game start from its start position and go on until it ends (at
most 120 plies); their moves are chosen at random, captures three times in four where there
are some (duck chess's). Random games of petrified start from the game's start position, and
half of them from other starts: each
side with a second commoner (no castling), in place of its king's bishop or in front of its
pawns (with two, neither is royal, so a commoner may capture, and turn to stone, and may be
captured), three white commoners against one (a side may lose its last commoner, which ends
the game), a rook and a queen against a king behind its pawns (checkmates). Moves are chosen
at random, captures three times in four where there are some (a commoner's nine times in ten
where it has one), so that walls come early and often; with few pieces left, a move that
leaves the other side no legal move where there is one. A game stops when it ends,
when a side has no commoner left (which Fairy-Stockfish does not take for the end of the
game: tests/pyffish_oracle.rs explains it), or after 40 plies.

Each position is printed as one line of JSON: ``fen``; ``moves``, the legal moves (UCI,
sorted); ``check``, whether the side to move is in check (pyffish's ``gives_check`` of the
position: one of its commoners attacked, while royal); ``end``, how the game stands:
``null`` while it goes on, else ``{"value": V, "how": H}``, the value for the side to move
(-1 lost, 0 drawn, 1 won), ``how`` one of ``immediate`` (``is_immediate_game_end``: a side
without commoner), ``optional`` (``is_optional_game_end``: the fifty-move rule), ``no-moves``
(``game_result`` when no move is legal: checkmate or stalemate); ``after``, the FEN after
each legal move (``get_fen``), or after ``--after`` of them chosen at random where there are
more (amazons' thousands of moves with their arrows). The last line is ``N positions`` and coverage counts: walls
on the board, positions where a commoner may turn to stone, games ended by a side's last
commoner taken, by checkmate, positions in check.
"""

import argparse
import json
import random
import re
import sys

import pyffish as sf

STARTS = [
    None,
    "8/pp4pp/8/3k4/8/2KKK3/PP4PP/8 b - - 0 1",
    "rnbqkknr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/R2Q2K1 w - - 0 1",
    None,
    "rnbq1bnr/pppppppp/3kk3/8/8/3KK3/PPPPPPPP/RNBQ1BNR w - - 0 1",
]
MAX_PLIES = 40
FEW = 14
# The walling games, played to their end.
WALLING = ["amazons", "duck", "isolation", "isolation7x7", "snailtrail", "joust"]
WALLING_PLIES = 120


def sign(value):
    return (value > 0) - (value < 0)


def describe(variant, fen, rng=None, after=0):
    """What pyffish says of one position: the FENs after ``after`` moves chosen by ``rng``
    where there are more (0: after every move)."""
    moves = sorted(sf.legal_moves(variant, fen, []))
    shown = moves if not after or len(moves) <= after else sorted(rng.sample(moves, after))
    end = None
    immediate, value = sf.is_immediate_game_end(variant, fen, [])
    if immediate:
        end = {"value": sign(value), "how": "immediate"}
    elif not moves:
        end = {"value": sign(sf.game_result(variant, fen, [])), "how": "no-moves"}
    else:
        optional, value = sf.is_optional_game_end(variant, fen, [])
        if optional:
            end = {"value": sign(value), "how": "optional"}
    return {
        "fen": fen,
        "moves": moves,
        "check": bool(sf.gives_check(variant, fen, [])),
        "end": end,
        "after": {m: sf.get_fen(variant, fen, [m]) for m in shown},
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", default="petrified")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--after", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    v = args.variant
    if v in WALLING:
        return walling(v, args, rng)
    count = 0
    coverage = {"walls": 0, "commoner-petrifies": 0, "extinction": 0, "checkmate": 0, "check": 0}
    game = 0
    while count < args.positions:
        fen = STARTS[game % len(STARTS)] or sf.start_fen(v)
        game += 1
        for _ in range(MAX_PLIES):
            d = describe(v, fen)
            print(json.dumps(d))
            count += 1
            board = fen.split()[0]
            coverage["walls"] += "*" in board
            coverage["check"] += d["check"]
            # A side without commoner: Fairy-Stockfish plays on (its extinction rule is not
            # looked at for pseudo-royal pieces, which it takes for uncapturable); the game
            # has ended, and the random game stops.
            if "K" not in board or "k" not in board:
                coverage["extinction"] += 1
                break
            if d["end"] is not None or not d["moves"]:
                if d["check"] and not d["moves"]:
                    coverage["checkmate"] += 1
                break
            captures = [m for m in d["moves"] if sf.is_capture(v, fen, [], m)]
            king = "K" if fen.split()[1] == "w" else "k"
            by_commoner = [m for m in captures if board_piece(board, m[:2]) == king]
            coverage["commoner-petrifies"] += bool(by_commoner)
            pool = captures if captures and rng.random() < 0.75 else d["moves"]
            if by_commoner and rng.random() < 0.9:
                pool = by_commoner
            if sum(c.isalpha() for c in board) <= FEW:
                mates = [m for m in d["moves"] if not sf.legal_moves(v, d["after"][m], [])]
                if mates:
                    pool = mates
            fen = d["after"][rng.choice(pool)]
            if count >= args.positions:
                break
    print(f"{count} positions " + " ".join(f"{k}={n}" for k, n in coverage.items()))


def walling(v, args, rng):
    """Random games of a walling game from its start, to their end."""
    count = 0
    coverage = {"games": 0, "ended": 0, "walls": 0, "captures": 0}
    while count < args.positions:
        fen = sf.start_fen(v)
        coverage["games"] += 1
        for _ in range(WALLING_PLIES):
            d = describe(v, fen, rng, args.after)
            print(json.dumps(d))
            count += 1
            coverage["walls"] += fen.split()[0].count("*")
            if d["end"] is not None or not d["moves"]:
                coverage["ended"] += 1
                break
            if count >= args.positions:
                break
            # A capture lands on an enemy piece (pyffish's is_capture reads the FEN again for
            # each move: too slow for amazons' thousands of moves).
            white = fen.split()[1] == "w"
            captures = [m for m in d["moves"] if enemy_on(fen.split()[0], landing(m), white)]
            coverage["captures"] += bool(captures)
            pool = captures if captures and rng.random() < 0.75 else d["moves"]
            move = rng.choice(pool)
            fen = d["after"].get(move) or sf.get_fen(v, fen, [move])
    print(f"{count} positions " + " ".join(f"{k}={n}" for k, n in coverage.items()))


def landing(move):
    """The square a walling move's piece lands on (``d1d7,d7g7``: d7)."""
    return re.match(r"[a-z]\d+", move.split(",")[1]).group(0)


def enemy_on(board, square, white):
    """Whether a piece of the side not to move stands on a square."""
    piece = board_piece(board, square)
    return piece.isalpha() and piece.islower() == white


def board_piece(board, square):
    """The letter on a square of a FEN's board field ('' for none)."""
    rows = board.split("/")
    file, rank = ord(square[0]) - ord("a"), int(square[1:])
    row = rows[len(rows) - rank]
    f = 0
    i = 0
    while i < len(row):
        c = row[i]
        if c.isdigit():
            j = i
            while j < len(row) and row[j].isdigit():
                j += 1
            f += int(row[i:j])
            i = j
            continue
        if f == file:
            return c
        f += 1
        i += 1
    return ""


if __name__ == "__main__":
    sys.exit(main())
