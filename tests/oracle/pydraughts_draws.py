"""How draughts games end, move after move: fenboard's ``Game`` against pydraughts' game.

    python3 tests/oracle/pydraughts_draws.py [--game ID|all] [--games N] [--seed S]

Each game (fenboard id = pydraughts variant as in ``pydraughts_compare.py``): international
(``standard``), english, italian, turkish, frisian, frysk (``frysk!``) is played N times on
random moves chosen with pydraughts: half of the games from the start (captures taken
eagerly, so that they reach kings), half from a random position of one to three kings and
up to two men a side, where the endgame rules apply from the first move; kings' quiet
moves are chosen more often than men's, so that the counts of king moves grow long. The
same moves are played by fenboard's ``Game`` (``examples/draughts_game.rs``, reading
``variants/draughts/<id>.json``), and after every move (and at the start) both games'
end is compared: not over, drawn, or won by the same side. A game stops at the first end.

The draw rules pydraughts applies (``Game.is_draw``, pydraughts 0.6.7), which the
definitions' ``end.draws`` state:

* international: 50 plies of king moves without capture; a lone king against three pieces
  with a king after 32 such plies; a lone king against one or two pieces with a king after
  10; repetition.
* english, italian: 80 plies of king moves without capture; repetition.
* turkish: one piece against one, 4 plies without capture; repetition.
* frisian, frysk!: a lone king against two kings after 14 plies of king moves without
  capture, a king against a king after 4.

Known, explained disagreements, counted and reported:

* ``pydraughts-path``: pydraughts writes some captures with another path than fenboard's
  for the same move: a king's straight continuation through another landing square
  (``pydraughts_compare.py``'s ``pydraughts-duplicate``), or the same pieces in another
  order where the order makes no other move (``pydraughts-order``). fenboard plays its
  own move with the same origin, destination and captured pieces.

* ``pydraughts-frisian-no-repetition``: pydraughts' Frisian and frysk! never draw by
  repetition (its ``is_draw`` has no repetition test for them), while the Frisian rules,
  as every draughts game's, draw a position that occurs the third time; fenboard draws it.
  Accepted only when fenboard's reason is ``threefold-repetition`` and pydraughts' game
  goes on; the game stops there.

The last line is ``N passed, M failed`` (N: positions compared).
"""

import argparse
import os
import random
import subprocess
import sys
from collections import Counter

import pydraughts_compare as pc
from draughts import Board

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

GAMES = ["international", "english", "italian", "turkish", "frisian", "frysk"]


def squares(game):
    """The squares as pydraughts' FENs name them, by row: (all, men may stand)."""
    _, size, numbering, _ = pc.GAMES[game]
    if numbering == "all":
        every = [f"{f}{r}" for r in range(1, 9) for f in "abcdefgh"]
        return every, [s for s in every if s[1] not in "18"]
    half = size // 2
    every = [str(n) for n in range(1, size * half + 1)]
    # Men off the first and last rows, where one side's would be crowned already.
    return every, every[half:-half]


# Material of the random starts, (kings, men) of one side and of the other: the endings the
# draw rules name, and others around them (a random one otherwise).
ENDINGS = [((1, 0), (1, 0)), ((1, 0), (2, 0)), ((1, 0), (1, 1)), ((1, 0), (3, 0)),
           ((1, 0), (2, 1)), ((1, 0), (1, 2)), ((2, 0), (2, 0)), ((3, 0), (2, 0)),
           ((0, 1), (0, 1)), ((0, 1), (1, 0)), ((2, 0), (1, 1))]


def random_start(rng, game):
    every, for_men = squares(game)
    taken = set()
    if rng.random() < 0.7:
        material = rng.choice(ENDINGS)
    else:
        material = [(rng.randint(1, 3), rng.choice([0, 0, 1, 2])) for _ in range(2)]
    if rng.random() < 0.5:
        material = material[::-1]
    sides = []
    for kings, men in material:
        tokens = []
        for _ in range(kings):
            sq = rng.choice([s for s in every if s not in taken])
            taken.add(sq)
            tokens.append("K" + sq)
        for _ in range(men):
            sq = rng.choice([s for s in for_men if s not in taken])
            taken.add(sq)
            tokens.append(sq)
        sides.append(",".join(tokens))
    return f"{rng.choice('WB')}:W{sides[0]}:B{sides[1]}"


def path_of(b, i):
    """fenboard's full path of pydraughts' legal move number i."""
    moves, caps = b._legal_moves_board()
    mv = moves[i]
    path = [pc.pyd_square(n) for n in [mv[0][0]] + [s[1] for s in mv]]
    captured = sorted(pc.pyd_square(c) for c in caps[i] if c is not None)
    return ":".join(path) + "/" + ",".join(captured) if captured else "-".join(path)


def king_moves(b):
    """The indices of pydraughts' legal moves made by a king, and those of its moves that no
    rules allow (Turkish kings' quiet moves through a piece, ``pydraughts_compare.py``'s
    ``pydraughts-king-through-pieces``: fenboard refuses them, and these games avoid them)."""
    moves, caps = b._legal_moves_board()
    _, board = pc.parse_fen(b.fen)
    kings, wrong = [], set()
    for i, mv in enumerate(moves):
        origin = pc.pyd_square(mv[0][0])
        if board.get(origin) in ("W", "B"):
            kings.append(i)
            captured = tuple(pc.pyd_square(c) for c in caps[i] if c is not None)
            key = (origin, captured, pc.pyd_square(mv[-1][1]))
            if pc.GAME in pc.AT_ONCE and pc.king_through_pieces(key, board):
                wrong.add(i)
    return [i for i in kings if i not in wrong], wrong


def gives_capture(b, move):
    """Whether the other side has a capture after the move (on a copy: pydraughts' pop()
    leaves its move counters as they were after the move)."""
    c = b.copy()
    c.push(move)
    return any(m.captures for m in c.legal_moves())


def their_end(b):
    w = b.winner()
    return {None: "-", 0: "draw", 2: "w", 1: "b"}[w]


def play(rng, game, from_start):
    """A random game with pydraughts: (start FEN, fenboard paths, pydraughts' end after each
    position)."""
    variant = pc.GAMES[game][0]
    fen = Board(variant).fen if from_start else random_start(rng, game)
    b = Board(variant, fen=fen)
    paths, ends = [], [their_end(b)]
    greedy = from_start and rng.random() < 0.7
    for _ in range(rng.randint(120, 320)):
        moves = b.legal_moves()
        if not moves or ends[-1] != "-":
            break
        kings, wrong = king_moves(b)
        indices = [i for i in range(len(moves)) if i not in wrong]
        caps = [i for i in indices if moves[i].captures]
        if len(pc.parse_fen(b.fen)[1]) <= 8 and rng.random() < 0.9:
            # In an ending, mostly moves that leave nothing to take: long runs of king moves.
            indices = [i for i in indices if not gives_capture(b, moves[i])] or indices
            kings = [i for i in kings if i in indices]
        if greedy and caps and rng.random() < 0.8:
            i = rng.choice(caps)
        elif kings and rng.random() < 0.85:
            i = rng.choice(kings)
        else:
            i = rng.choice(indices)
        paths.append(path_of(b, i))
        b.push(moves[i])
        ends.append(their_end(b))
    return fen, paths, ends


def compare(game, count, seed):
    pc.GAME = game
    rng = random.Random(f"{seed}-{game}")
    games = [play(rng, game, k % 2 == 0) for k in range(count)]
    proc = subprocess.run(
        ["cargo", "run", "--quiet", "--release", "--example", "draughts_game", "--", "--game", game],
        input="".join(f"{fen}\t{' '.join(paths)}\n" for fen, paths, _ in games),
        capture_output=True, text=True, cwd=ROOT,
    )
    if proc.returncode != 0:
        print(proc.stderr, file=sys.stderr)
        sys.exit(2)
    passed = failed = 0
    explained, reasons = Counter(), Counter()
    for (fen, paths, theirs), line in zip(games, proc.stdout.split("\n")):
        ours = line.split(" ")
        for ply, (our, their) in enumerate(zip(ours, theirs)):
            if our.startswith("ERROR"):
                failed += 1
                print(f"FAIL {fen} {' '.join(paths[:ply])}: fenboard {line.split('ERROR', 1)[1]}")
                break
            if our.endswith("~"):
                explained["pydraughts-path (a capture's path written otherwise)"] += 1
                our = our[:-1]
            winner = our.split(":")[0]
            if winner == their:
                passed += 1
                if our != "-":
                    reasons[our] += 1
                    break
                continue
            if game in ("frisian", "frysk") and our == "draw:threefold-repetition" and their == "-":
                explained["pydraughts-frisian-no-repetition (no draw by repetition)"] += 1
                passed += 1
                break
            failed += 1
            print(f"FAIL {fen} {' '.join(paths[:ply])}: fenboard {our}, pydraughts {their}")
            break
    for name, n in sorted(reasons.items()):
        print(f"{game} ends: {name}: {n}")
    for name, n in sorted(explained.items()):
        print(f"{game} explained: {name}: {n}")
    print(f"{game}: {passed} passed, {failed} failed")
    return passed, failed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default="all", choices=GAMES + ["all"])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=20261206)
    args = ap.parse_args()
    total = [0, 0]
    for game in GAMES if args.game == "all" else [args.game]:
        p, f = compare(game, args.games, args.seed)
        total[0] += p
        total[1] += f
    print(f"{total[0]} passed, {total[1]} failed")
    sys.exit(1 if total[1] else 0)


if __name__ == "__main__":
    main()
