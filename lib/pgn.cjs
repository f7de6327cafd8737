// fenboard/pgn for CommonJS (require('fenboard/pgn')): js/pgn.js as CommonJS (pkg/pgn.cjs, bundled by
// scripts/package.mjs) over require('fenboard')'s engine, so that readGame makes that entry's Game, and Node 20
// needs no require(esm). The exports are lib/pgn-node.js's.
'use strict';
const fenboard = require('./node.cjs');
const pgn = require('../pkg/pgn.cjs');

exports.parsePgn = pgn.parsePgn;

/** The game as PGN (PDN for Russian draughts); the game is left as it was. */
exports.writeGame = (game, options) => pgn.writeGame(fenboard, game, options);

/** A new Game from the first game of a PGN or PDN text, its moves played. */
exports.readGame = (text, options) => pgn.readGame(fenboard, text, options);
