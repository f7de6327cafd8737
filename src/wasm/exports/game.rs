//! The `Game` class: a game with its history.

use super::convert::{err, property, variant};
use super::wire_out;
use crate::game;
use crate::wasm::wire;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_GAME_TYPES: &'static str = r#"
/**
 * Options of `new Game`: `partial` accepts a position without royal pieces (a diagram), which is then played as an
 * illustration (no draw rules; a side with no piece does not take turns); a position with them is a game as without
 * the option.
 * @example new Game('chess', '8/8/8/3N4/8/8/8/8 w - - 0 1', { partial: true })
 */
export interface GameOptions { partial?: boolean }
/**
 * How a game ended.
 * @example status('chess', 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3').outcome // { winner: 'b', reason: 'checkmate' }
 */
export interface Outcome { winner: 'w' | 'b' | null; reason: OutcomeReason }
/**
 * Why a game ended. Chess family: `checkmate` (the winner mated), `stalemate`, `insufficient-material`, `fifty-moves`,
 * `threefold-repetition` (a `Game` only: the position as often as the game's rule says, three times in chess),
 * `perpetual-check` (a `Game` only: that repetition while a side gave check with every move, which loses in shogi and xiangqi), `chasing` (a `Game` only: that repetition while a side chased an unprotected piece with every move and the other did not, which loses in xiangqi), `move-repetition` (a `Game` only: the side that has just moved moved the same piece back and forth four times, and loses: janggimodern), `extinction` (a side with too few pieces left: shatranj's bare king, antichess's
 * side that lost every piece, atomic's exploded king), `region` (a piece brought to the region to reach: king of the hill,
 * racing kings), `checks` (the last of the checks to give: three-check), `counting` (makruk's count ran out: a draw), `forbidden-mate` (a mate the game forbids, shatar's by knights alone: the side mated wins), `niol` (shatar's mate with no check by a knight, rook or bers in the checks in a row before it: a draw), `bikjang` (janggi: the generals faced each other on an open file and the side to part them passed) and `passes` (janggi: both sides passed in a row), both drawn or decided by the count of material. Draughts: `no-moves` (the side to move loses),
 * `no-moves-wins` (antidraughts: the side to move, without a move, wins), `crowned` (breakthrough: the first king wins), and in a `Game`
 * `threefold-repetition`, `three-kings-against-one`, `kings-only-15-moves`, and the draws a definition lists in `end.draws`:
 * `kings-only-moves` (kings only, no capture, for the rule's count: international, English, Italian) and `small-endgame`
 * (an ending of the rule's material for its count: Frisian two kings against one, Turkish one piece against one).
 * @example status('chess', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').outcome.reason // 'stalemate'
 */
export type OutcomeReason = 'checkmate' | 'stalemate' | 'insufficient-material' | 'fifty-moves' | 'threefold-repetition'
  | 'perpetual-check' | 'chasing' | 'move-repetition' | 'extinction' | 'region' | 'checks' | 'counting' | 'forbidden-mate' | 'niol' | 'bikjang' | 'passes' | 'no-moves'
  | 'three-kings-against-one' | 'kings-only-15-moves' | 'kings-only-moves' | 'small-endgame' | 'no-moves-wins' | 'crowned';
/**
 * Where a game stands.
 * @example status('chess', startFen('chess')) // { turn: 'w', check: false, checkedSquares: [], legalMoveCount: 20, outcome: null }
 */
export interface Status {
  turn: 'w' | 'b';
  check: boolean;
  checkedSquares: string[];
  legalMoveCount: number;
  outcome: Outcome | null;
  /** A game with a reserve (Bario): how many of each kind each side holds. */
  reserve?: Reserve;
  /** Bario: square of a captured undefined piece awaiting identification. */
  pendingIdentification?: string | null;
  /** A game that counts checks (three-check): the checks each side has left to give. */
  checksLeft?: { w: number; b: number };
}
"#;

/// A game with its history: play, undo, status with repetition. Call `free()` when done.
///
/// ```js
/// const g = new Game('chess');
/// g.play('e4'); g.undo(); g.free();
/// ```
#[wasm_bindgen(js_name = Game)]
pub struct Game(game::Game);

#[wasm_bindgen(js_class = Game)]
impl Game {
    /// A new game from a FEN, or from the standard start. With `{partial: true}` the
    /// position may lack royal pieces (a rules-page diagram of a lone knight): if it is not
    /// a game's position, it is read as a partial one, where only the shared rules are
    /// checked (so a page can start a board from any diagram in one call).
    ///
    /// ```js
    /// new Game('grand'); new Game('chess', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    /// ```
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "VariantId")] variant_id: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: Option<String>,
        #[wasm_bindgen(unchecked_optional_param_type = "GameOptions")] options: Option<JsValue>,
    ) -> Result<Game, JsValue> {
        let v = variant(variant_id)?;
        let partial = options.is_some_and(|o| property(&o, "partial").is_truthy());
        let game = match fen.as_deref() {
            None => game::Game::new(&v, None),
            // The error, if the partial reading fails too, is the partial reading's.
            Some(fen) => game::Game::new(&v, Some(fen)).or_else(|e| match partial {
                true => game::Game::new_partial(&v, fen),
                false => Err(e),
            }),
        };
        game.map(Game).map_err(err)
    }
    /// The game's variant id.
    ///
    /// ```js
    /// new Game('coregal').variant() // 'coregal'
    /// ```
    #[wasm_bindgen(unchecked_return_type = "VariantId")]
    pub fn variant(&self) -> JsValue {
        // A JS string made from the id in place: no Rust string to allocate and free.
        JsValue::from_str(self.0.variant().id())
    }
    /// The current FEN.
    ///
    /// ```js
    /// game.fen() // 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
    /// ```
    pub fn fen(&self) -> String {
        self.0.fen()
    }
    /// The legal moves now.
    ///
    /// ```js
    /// game.legalMoves().map(m => m.san) // ['Nc3', 'Na3', 'Nh3', 'Nf3', 'a3', ...]
    /// ```
    #[wasm_bindgen(js_name = legalMoves, skip_typescript)]
    pub fn legal_moves(&self) -> u32 {
        wire_out(wire::moves(&self.0.legal_moves()))
    }
    /// Plays a move (UCI or SAN) and returns it; throws, changing nothing, if it is illegal or
    /// the game is over (`game-over`: any end its status gives, repetition included).
    ///
    /// ```js
    /// game.play('e4').uci // 'e2e4'
    /// ```
    #[wasm_bindgen(skip_typescript)]
    pub fn play(&mut self, mv: &str) -> Result<u32, JsValue> {
        let m = self.0.play(mv).map_err(err)?;
        Ok(wire_out(wire::moves(std::slice::from_ref(m))))
    }
    /// Takes back the last move and returns it (undefined when there is none).
    ///
    /// ```js
    /// game.play('Nf3'); game.undo().san // 'Nf3'
    /// ```
    #[wasm_bindgen(skip_typescript)]
    pub fn undo(&mut self) -> Option<u32> {
        self.0.undo().map(|m| wire_out(wire::moves(&[m])))
    }
    /// Status, with threefold repetition, after the board: the bytes (their length; they lie
    /// at [`super::wire_at`]) are the board as [`wire::board`] writes it, then the status in
    /// the bytes of [`wire`]. The package's `Game.status()` reads the status,
    /// its `Game.board()` and `board()` the board; one call for both, which a live board
    /// needs after every move, and no export of its own for the board.
    ///
    /// ```js
    /// for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']) game.play(m);
    /// game.status().outcome // { winner: null, reason: 'threefold-repetition' }
    /// ```
    #[wasm_bindgen(skip_typescript)]
    pub fn status(&self) -> u32 {
        let mut out = wire::board(self.0.position(), self.0.variant().geometry());
        out.extend(wire::status(&self.0.status()));
        wire_out(out)
    }
    /// The moves played so far.
    ///
    /// ```js
    /// game.history().map(m => m.san) // ['e4', 'e5']
    /// ```
    #[wasm_bindgen(skip_typescript)]
    pub fn history(&self) -> u32 {
        wire_out(wire::moves(self.0.history()))
    }
}
