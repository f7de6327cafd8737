// fenboard/pgn in browsers and bundlers: games as PGN (the chess games) and PDN (Russian draughts), written and
// read over the package's Game (js/pgn.js does the work; this file binds it to the engine the page's init() loads).
//
//   import init, { Game } from 'fenboard';
//   import { writeGame, readGame } from 'fenboard/pgn';
//   await init();
//   const text = writeGame(game);           // PGN, or PDN for Russian draughts
//   const again = readGame(text);           // a new Game with the same moves
import * as fenboard from '../pkg/browser.js';
import * as pgn from '../js/pgn.js';

export { parsePgn } from '../js/pgn.js';

/** The game as PGN (PDN for Russian draughts); the game is left as it was. */
export const writeGame = (game, options) => pgn.writeGame(fenboard, game, options);

/** A new Game from the first game of a PGN or PDN text, its moves played. */
export const readGame = (text, options) => pgn.readGame(fenboard, text, options);
