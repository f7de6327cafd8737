// Types of fenboard/pgn: games written as PGN (the chess games) or PDN (Russian draughts), and read back.
/**
 * Games as PGN (the chess games) and PDN (Russian draughts), written and read over `Game`. `import { writeGame, readGame } from 'fenboard/pgn'`.
 * @module fenboard/pgn
 */
import type { Game } from './index.js';

/**
 * Options of `writeGame`.
 * @example writeGame(game, { tags: { White: 'Ada', Black: 'Alan', Date: '2025.03.01' } })
 */
export interface WriteOptions {
  /** Tags to add or replace (the Seven Tag Roster is written with `?` values unless given here). */
  tags?: Record<string, string>;
}

/**
 * Options of `readGame`.
 * @example readGame('[FEN "8/8/8/3N4/8/8/8/8 w - - 0 1"]\n\n1. Nf6 *', { partial: true })
 */
export interface ReadOptions {
  /** The FEN may lack royal pieces (a rules-page diagram), as `new Game(variant, fen, { partial: true })`. */
  partial?: boolean;
}

/**
 * A game's text read for its syntax only.
 * @example parsePgn('[Event "?"]\n\n1. e4 {best by test} e5 (1... c5) 2. Nf3 *').moves // ['e4', 'e5', 'Nf3']
 */
export interface PgnGame {
  /** The tags, by name (`{Event: '?', Variant: 'Coregal', FEN: '...'}`). */
  tags: Record<string, string>;
  /** The main line's moves as written: comments, variations, NAGs, `!?` annotations and move numbers left out. */
  moves: string[];
  /** The result token: `1-0`, `0-1`, `1/2-1/2`, `*`; in PDN `2-0`, `0-2`, `1-1`. */
  result: string;
  /** The main line as a tree: each move with its comments and the variations played instead of it. */
  line: PgnMove[];
}

/**
 * A move of `parsePgn`'s `line`: the move as written (move number, NAGs and `!?` left out), the comment `{...}`
 * after it, one before it (before a line's first move, or after a variation), and the variations `( ... )` that
 * replace it, each a line of such moves.
 * @example parsePgn('1. e4 {king pawn} e5 (1... c5 {Sicilian}) *').line[1] // { san: 'e5', variations: [[{ san: 'c5', comment: 'Sicilian', variations: [] }]] }
 */
export interface PgnMove {
  /** The move as written (SAN, UCI, draughts notation). */
  san: string;
  /** The comment after the move. */
  comment?: string;
  /** A comment before the move (the game's first comment, or one after a variation). */
  before?: string;
  /** The lines played instead of this move. */
  variations: PgnMove[][];
}

/**
 * Writes a game as PGN, or as PDN for Russian draughts: the Seven Tag Roster, `Variant` for Coregal, Grand and
 * Bario (for a game defined by data, its name), `GameType "25"` for Russian draughts, `SetUp` and `FEN` when the game did not start from the standard
 * position, the moves in SAN as the engine writes them (draughts: `c3-d4`, `c3:e5`), the result. The game is left
 * as it was.
 *
 * ```js
 * const game = new Game('coregal');
 * game.play('e4'); game.play('e5');
 * writeGame(game);   // '[Event "?"]\n...[Variant "Coregal"]\n\n1. e4 e5 *\n'
 * ```
 */
export declare function writeGame(game: Game, options?: WriteOptions): string;

/**
 * Reads the first game of a PGN or PDN text into a new `Game`, its moves played (free it when done). The game comes
 * from the tags: `Variant` (`Standard`, `Chess960`, `From Position`, `Coregal`, `Grand`, `Bario`, or the name or id
 * of a game `defineVariant` defined), `GameType`
 * (`25`: Russian draughts), and `FEN`. Throws an `Error`, creating nothing, whose `code` is `pgn-syntax` for text
 * that is not PGN, `unknown-variant` for another game, or the engine's code for a bad FEN or a move the position does
 * not allow (its message names the move: `PGN move 3... Nf6: illegal move ...`).
 *
 * ```js
 * const game = readGame('[Variant "Grand"]\n\n1. e4 e7 2. Nc4 *');
 * game.history().map((m) => m.san);   // ['e4', 'e7', 'Nc4']
 * game.free();
 * ```
 */
export declare function readGame(text: string, options?: ReadOptions): Game;

/**
 * Reads the first game of a PGN or PDN text for its syntax only (no engine): tags, main-line moves, result, and the
 * main line as a tree with its variations and comments (`line`). Throws an `Error` with code `pgn-syntax` on text
 * that is not PGN.
 *
 * ```js
 * parsePgn('[GameType "25"]\n\n1. c3-d4 f6-e5 2. d4:f6 *').tags.GameType;   // '25'
 * ```
 */
export declare function parsePgn(text: string): PgnGame;
