#!/usr/bin/env python3
"""Seeded random games of Fairy-Stockfish's janggimodern that repeat moves, with how pyffish
says each stands after every ply.

    pip install pyffish==0.0.90
    python3 tests/oracle/pyffish_repetition.py [--variant janggimodern] [--games N] [--seed S]

npm's ffish 0.7.10 has no janggimodern; pyffish 0.0.90 has it, with its rule on a piece
moved back and forth (``moveRepetitionIllegal``). This script only asks pyffish; the
comparison is fenboard's, in tests/move_repetition.rs, which reads what it prints.

The games, one mode in three:

* ``shuffle``, from the start: most moves take back the mover's last one (the one before a
  pass after a pass), or check again with the piece that gave the mover's last check
  (back where it came from where it can), or check, or pass now and then; so that pieces
  go back and forth, sides check in between, and positions repeat;
* ``thinned``: the same from the start with each piece but the generals kept one time in
  two (more checks, and captures in between);
* ``quiet``, from the start: random moves, no capture, pass or reversed move where
  another is legal, so that the move rule (a hundred moves of each side) comes.

A game stops at pyffish's first end, or after its mode's most plies. Each game is one line of
JSON: ``fen``, the start; ``mode``; ``moves`` (UCI); ``ends``, for the position after each
move, ``null`` while the game goes on, else ``{"value": V, "how": H}``: V the value for the
side to move (-1 lost, 0 drawn, 1 won), H ``immediate`` (``is_immediate_game_end``: both
sides passed), ``no-moves`` (``game_result`` where no move is legal) or ``optional``
(``is_optional_game_end``: the move repetition, the n-fold repetition, the move rule). The
last line is ``N games``.
"""

import argparse
import json
import random
import sys

import pyffish as sf

MAX_PLIES = {"shuffle": 160, "thinned": 160, "quiet": 260}


def sign(value):
    return (value > 0) - (value < 0)


def end_of(variant, fen, moves, legal):
    immediate, value = sf.is_immediate_game_end(variant, fen, moves)
    if immediate:
        return {"value": sign(value), "how": "immediate"}
    if not legal:
        return {"value": sign(sf.game_result(variant, fen, moves)), "how": "no-moves"}
    optional, value = sf.is_optional_game_end(variant, fen, moves)
    if optional:
        return {"value": sign(value), "how": "optional"}
    return None


def is_pass(m):
    return m[:len(m) // 2] == m[len(m) // 2:]


def squares(m):
    """A UCI move's two squares (``b10c8`` -> ``b10``, ``c8``)."""
    i = next(i for i in range(2, len(m)) if m[i].isalpha())
    return m[:i], m[i:]


def occupied(fen):
    """The squares with a piece on them in a FEN."""
    rows = fen.split(" ")[0].split("/")
    out = set()
    for i, row in enumerate(rows):
        file, digits = 0, ""
        for c in row + " ":
            if c.isdigit():
                digits += c
                continue
            file += int(digits or 0)
            digits = ""
            if c != " ":
                out.add(chr(ord("a") + file) + str(len(rows) - i))
                file += 1
    return out


def choose(variant, fens, moves, legal, mode, rng):
    """The next move of a game in `mode` whose positions were `fens` (the FEN after each of
    `moves`, the start first)."""
    fen = fens[-1]
    mine = moves[-2] if len(moves) >= 2 else None
    if mode == "quiet":
        taken = occupied(fen)
        quiet = [m for m in legal
                 if not is_pass(m) and squares(m)[1] not in taken
                 and not (mine and squares(m) == tuple(reversed(squares(mine))))]
        return rng.choice(quiet or legal)
    # Check again with the piece that gave the mover's last check, back where it came from
    # where it can.
    if mine and not is_pass(mine) and rng.random() < 0.8 and sf.gives_check(variant, fens[-2], []):
        frm, to = squares(mine)
        again = [m for m in legal if squares(m)[0] == to and sf.gives_check(variant, fen, [m])]
        back = [m for m in again if squares(m)[1] == frm]
        if back or again:
            return (back or again)[0]
    # Take back the mover's last move (the one before a pass after a pass).
    last = mine
    if last and is_pass(last) and len(moves) >= 4:
        last = moves[-4]
    if last and not is_pass(last) and rng.random() < 0.7:
        frm, to = squares(last)
        if to + frm in legal:
            return to + frm
    passes = [m for m in legal if is_pass(m)]
    if passes and rng.random() < 0.08:
        return passes[0]
    if rng.random() < 0.5:
        shuffled = [m for m in legal if not is_pass(m)]
        rng.shuffle(shuffled)
        check = next((m for m in shuffled if sf.gives_check(variant, fen, [m])), None)
        if check:
            return check
    return rng.choice(legal)


def thinned(variant, rng):
    """The start with each piece but the generals kept one time in two, black not in check."""
    board, *rest = sf.start_fen(variant).split(" ")
    while True:
        rows = []
        for row in board.split("/"):
            out, empty = "", 0
            for c in row:
                if c.isdigit():
                    empty += int(c)
                    continue
                if c in "kK" or rng.random() < 0.5:
                    out += (str(empty) if empty else "") + c
                    empty = 0
                else:
                    empty += 1
            rows.append(out + (str(empty) if empty else ""))
        fen = " ".join(["/".join(rows)] + rest)
        black = fen.replace(" w ", " b ")
        if not sf.gives_check(variant, black, []):
            return fen


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", default="janggimodern")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    v = args.variant
    for game in range(args.games):
        mode = ["shuffle", "thinned", "quiet"][game % 3]
        fen = thinned(v, rng) if mode == "thinned" else sf.start_fen(v)
        moves, ends, fens = [], [], [fen]
        legal = sf.legal_moves(v, fen, moves)
        for _ in range(MAX_PLIES[mode]):
            if not legal:
                break
            m = choose(v, fens, moves, legal, mode, rng)
            moves.append(m)
            fens.append(sf.get_fen(v, fens[-1], [m]))
            legal = sf.legal_moves(v, fen, moves)
            end = end_of(v, fen, moves, legal)
            ends.append(end)
            if end is not None:
                break
        print(json.dumps({"fen": fen, "mode": mode, "moves": moves, "ends": ends}))
    print(f"{args.games} games")


if __name__ == "__main__":
    sys.exit(main())
