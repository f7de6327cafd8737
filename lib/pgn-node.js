// fenboard/pgn in Node: lib/pgn.js over the Node entry's engine (loaded on import, no init() needed).
import * as fenboard from './node.js';
import * as pgn from '../js/pgn.js';

export { parsePgn } from '../js/pgn.js';

/** The game as PGN (PDN for Russian draughts); the game is left as it was. */
export const writeGame = (game, options) => pgn.writeGame(fenboard, game, options);

/** A new Game from the first game of a PGN or PDN text, its moves played. */
export const readGame = (text, options) => pgn.readGame(fenboard, text, options);
