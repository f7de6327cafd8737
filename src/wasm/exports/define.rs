//! `defineVariant`, in both modules: a game defined by data (JSON), checked and registered
//! ([`crate::wasm::registry`]), after which its id works in every function of that module.

use super::convert::{err, to_js, VariantInfo};
use crate::wasm::registry;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_DEFINE_TYPES: &'static str = r#"
/**
 * One kind of piece of a game defined by data: its FEN letter, name, movement in Betza's notation, and whether it
 * is royal (never left attacked) or a pawn (double step, en passant and promotion apply to it).
 * @example const archbishop: PieceDefinition = { letter: 'a', name: 'archbishop', betza: 'BN', drawing: 'cardinal' }
 */
export interface PieceDefinition {
  /** Its FEN letter, lowercase (`a` to `z`); white's pieces are written in uppercase. */
  letter: string;
  /** Other letters read as this piece (a site's own letters for it). */
  aliases?: string[];
  name?: string;
  /** Its French name, and whether it is feminine, for the French explanations and announcements. */
  fr?: { name: string; feminine?: boolean };
  /** How it moves, in Betza's notation (a pawn's first moves with `i`: `'fmFfcWimA'`); `''`: it does not move by itself. */
  betza: string;
  royal?: boolean;
  pawn?: boolean;
  /** A built-in image: 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn' | 'marshall' | 'cardinal' | 'undefined'. */
  drawing?: string;
  /** An SVG image of the white piece. */
  svg?: string;
  /**
   * The characters written on the piece, one or two: for both sides, or white's and black's (xiangqi's general:
   * `['帥', '將']`); on a disc, or on a ruled board (shogi's) on a pentagon pointing at the opponent.
   */
  characters?: string | [string, string];
  /** The squares it may stand on, as white's (black's mirrored): squares and rectangles, as xiangqi's palace `'d1-f3'`; a pawn's steps land only there (pawnback's `'a2-h8'`). */
  region?: string;
  /** How it moves from the squares of a zone, as xiangqi's soldier across the river: `{ squares: 'a6-i10', betza: 'fsW' }`. */
  zoneMoves?: { squares: string; betza: string };
  /** How it moves along the game's `diagonalLines`, in Betza's notation: janggi's advisor `'F'`, chariot `'B'`, cannon `'pB'`. */
  diagonalMoves?: string;
  /** Letters of the kinds it may not hop over (janggi's cannon: `['c']`). */
  cannotHop?: string[];
  /** Letters of the kinds it may not capture (janggi's cannon: `['c']`). */
  cannotCapture?: string[];
  /**
   * The letter of the kind it promotes into in `piecePromotion`'s zone (shogi's pawn: `'t'`, its tokin), written
   * `+P` in FEN and `b2h8+` in UCI; captured, a promoted piece goes to the hand as this kind. A pawn's is one more
   * choice when it promotes (Wolf chess's elephant).
   */
  promoted?: string;
}
/**
 * Where a castling royal piece and its rook land: `[royal's file, rook's file]` (`['g', 'f']`).
 * @example const kingside: CastlingLanding = ['g', 'f']
 */
export type CastlingLanding = [string, string];
/**
 * A game defined by data (docs/define.md; the JSON Schema is `fenboard/variants/schema.json`). The built-in chess
 * games are such definitions too (`fenboard/variants/chess.json`, `coregal.json`, `grand.json`, `bario.json`).
 * @example defineVariant(await (await fetch('variants/capablanca.json')).json()).width // 10
 */
export interface VariantDefinition {
  /** `a-z`, `0-9` and `-`, 1 to 32 of them; not a built-in game's id. */
  id: string;
  name?: string;
  description?: string;
  /**
   * 2 to 12 files and ranks (up to 12x12); `holes`, the squares not on the board (`'a1-d1 g1-j1'`); `style`, how
   * it is drawn: light and dark squares (the default), ruled (`grid`: shogi), or pieces on the points where lines cross,
   * the palaces marked (`intersections`: janggi), a river between the halves (`river`: xiangqi).
   */
  board: { width: number; height: number; holes?: string; style?: 'squares' | 'grid' | 'intersections' | 'river' };
  pieces: PieceDefinition[];
  pawns?: {
    /** Ranks (1 = the side's first) whence a pawn's forward step may be taken twice, or the squares (white's: `'a2-h2 b3'`). */
    doubleStep?: number[] | string;
    /** Whether a double step may be taken en passant, or the ranks (1 = the capturer's first) where such a capture lands. */
    enPassant?: boolean | number[];
    /** The pawn kinds that may take en passant (default: all). */
    enPassantBy?: string[];
    /** Whether a pawn's move resets the move rule's count (default true; pawnback: false). */
    resetMoveRule?: boolean;
    /**
     * The zone: `ranks` deep, or `squares` (white's, compulsory on entering them: Troitzky chess); `pieces`: one list,
     * or one per side; `compulsory`: on entering the zone (makruk), not only on the last rank.
     */
    promotion: {
      ranks?: number; squares?: string | { white: string; black: string }; pieces: string[] | { white: string[]; black: string[] }; onlyCaptured?: boolean;
      compulsory?: boolean;
      /** By letter, the most pieces of a kind a side may have for a pawn to become one (`{ k: 2 }`). */
      limits?: Record<string, number>;
    };
  };
  /**
   * Which royal pieces castle (one letter, or several: the first one's castles are `O-O` in SAN) with which piece
   * (one letter, or several: perfect chess's rook and chancellor),
   * and where they land: `kingside` with the rook on the royal's right, `queenside` on its left; `leftRoyal` where
   * the left one of two castling royal pieces lands, if elsewhere.
   */
  castling?: false | {
    royal?: string | string[]; rook: string | string[]; kingside: CastlingLanding; queenside: CastlingLanding;
    /** The rank castling takes place on (1 = each side's first, the default; shako's is 2). */
    rank?: number;
    leftRoyal?: { kingside: CastlingLanding; queenside: CastlingLanding };
    /** Every castle written in UCI as the royal piece taking its rook (`e1h1`), as in Chess960. */
    chess960?: boolean;
  };
  /** The start position (FEN). */
  start: string;
  /** Random starts (`startFen(id, {randomness})`): the pieces of a rank (1 = the side's first) shuffled, those of `oppositeColors` kept on squares of both colours. */
  random?: false | { rank: number; oppositeColors?: string[] };
  /** The FEN the game reads and writes: standard (X-FEN, Shredder-FEN) or vchess's. */
  fen?: 'standard' | 'vchess';
  /** Built-in code the game needs beyond data. */
  hooks?: 'bario';
  /** What a side in check with no legal move gets (default `loss`), and one not in check (default `draw`). */
  checkmate?: 'draw' | 'loss' | 'win'; stalemate?: 'draw' | 'loss' | 'win';
  /** Moves of each side without a capture or a pawn move that draw (default 50), or false for none. */
  moveRule?: number | false;
  /** How many times the same position draws (default 3), or false for never. */
  repetition?: number | false;
  /** What the side to move gets at that repetition (default `draw`), or a side's win whoever moves (minishogi: `black-wins`). */
  repetitionResult?: 'draw' | 'loss' | 'win' | 'white-wins' | 'black-wins';
  /** A side that gave check with every move of that repetition loses it (shogi, xiangqi); both doing so draw. */
  perpetualCheckLoses?: boolean;
  /**
   * Xiangqi's rule on chasing as Fairy-Stockfish plays it: at that repetition, a side that chased an unprotected (or
   * stronger) piece with every move loses where the other did not (reason `chasing`); checks past ten lengthen the
   * move rule. The letters of its seven kinds; every piece of the game must be one of them.
   */
  chasing?: false | {
    rule: 'axf'; general: string; advisor: string; elephant: string; horse: string; chariot: string; cannon: string; soldier: string;
  };
  /**
   * Janggi's modern rule as Fairy-Stockfish plays it (`moveRepetitionIllegal`): a side that moves the same piece (one
   * that may enter the other palace) back and forth, four times between the same two points after arriving there
   * without a capture, never in check meanwhile, loses (reason `move-repetition`). Needs `repetition` of 3 or more.
   */
  moveRepetitionLoses?: boolean;
  /** What the side to move gets when the move rule ends the game (default `draw`). */
  moveRuleResult?: 'draw' | 'loss' | 'win';
  /** Letters of the kinds that cannot mate alone: a side with only royal pieces and these cannot win; `[]`: only bare royal pieces draw. */
  insufficientMaterial?: string[] | false;
  /** Two royal pieces may not face each other on an open file (xiangqi). */
  flyingGeneral?: boolean;
  /** A side with several royal pieces is in check only when all are attacked (Spartan chess's two kings). */
  dupleCheck?: boolean;
  /** The squares of the diagonal lines pieces with `diagonalMoves` move along, as they stand (janggi's palace diagonals: `'d1 f1 e2 d3 f3 d8 f8 e9 d10 f10'`). */
  diagonalLines?: string;
  /** A side not in check may pass, its royal piece's move to its own square (`e2e2`); both sides passing in a row end the game (janggi). */
  pass?: boolean;
  /** Janggi's bikjang: a side whose royal piece faces the other's on an open file must part them or pass, which ends the game. */
  bikjang?: boolean;
  /** Janggi's count of material, which decides the games that would be drawn: `{ values: { r: 13, c: 7, n: 5, b: 3, a: 3, p: 2 }, komi: 1.5 }`; or a side's draw odds (armageddon: `'black-draw-odds'`). */
  materialCounting?: false | 'white-draw-odds' | 'black-draw-odds' | { values: Record<string, number>; komi?: number };
  /**
   * A side with at most `atMost` pieces (all together, or of one of the kinds `pieces`) against at least
   * `opponentAtLeast` gets `result` (default `loss`); with `claim`, a side to move so reduced may play once more when
   * the other has exactly `opponentAtLeast`. Shatranj's bare king: `{ pieces: 'all', atMost: 1, opponentAtLeast: 2, claim: true }`.
   */
  extinction?: false | {
    pieces?: 'all' | string[]; atMost?: number; opponentAtLeast?: number; claim?: boolean; result?: 'draw' | 'loss' | 'win';
  };
  /**
   * A region to reach: a piece of the kinds `pieces` on a square of it wins. `squares` as white's (black's mirrored),
   * or each side's as they stand; `extraMove`: the other side gets one more move (racing kings, Jeson Mor).
   */
  flag?: false | { pieces: string[]; squares: string | { white: string; black: string }; extraMove?: boolean };
  /** How many checks win (three-check: 3); the FEN carries the checks left, `3+3`. */
  checks?: number | false;
  /** A stalemate won by the side with fewer pieces (suicide chess). */
  stalematePieceCount?: boolean;
  /** A side that can capture must (antichess). */
  mustCapture?: boolean;
  /** Whether a move may give check (racing kings: false). */
  checking?: boolean;
  /** Captures explode (atomic); `immune`: kinds no explosion removes; `mutuallyImmune`: kinds that may not take their own kind. */
  explosions?: boolean | { immune?: string[]; mutuallyImmune?: string[] };
  /** Letters of the kinds turned to stone when they capture (petrified): the capturer leaves the board, its square a wall. */
  petrifyOnCapture?: string[];
  /**
   * A walling game (amazons, duck chess): every move is a piece's move, then a wall placed by `rule` on an empty square
   * of `squares` (default: every square): `duck`, any square but the last wall's, which leaves; `arrow`, a square the
   * moved piece reaches from where it landed; `past`, the square it left; `static`, any. The walls stay but the duck's.
   * A move then names its wall: `d1d7,d7g7` (UCI), `Qd7,g7` (SAN), `{ from, to, wall }`.
   */
  walling?: false | { rule: 'duck' | 'arrow' | 'past' | 'static'; squares?: string };
  /** Makruk's counting: the board's honour in moves, the pieces' honour (the first entry that applies), otherwise. */
  counting?: false | { board: number; pieces: { piece: string; atLeast: number; moves: number }[]; otherwise: number };
  /**
   * Hands and drops (crazyhouse): captured pieces go to the capturer's hand (`capturesToHand`, default true), a
   * promoted one as a pawn (`demote`, default `capturesToHand`; loop chess: false); a piece from the hand is dropped
   * as a move (`P@e4`), not on the ranks `notOnRanks` gives its letter (`{ p: [1, 8] }`), only on the squares of
   * `zone` (white's, black's mirrored: `'a1-h4'`, the own half), one per file for `onePerFile`'s kinds (or
   * `perFile`: tori shogi's swallows, 2), never
   * mating for `noMate`'s. The FEN writes the hands after the board (`[Qn]`).
   */
  drops?: false | {
    capturesToHand?: boolean; demote?: boolean; notOnRanks?: Record<string, number[]>; zone?: string;
    onePerFile?: string[]; perFile?: number; noMate?: string[];
  };
  /**
   * Where pieces with a `promoted` form promote (shogi): a move that starts or ends in the zone (`ranks` at the far
   * end, or `squares`, white's) may promote; it must where the piece could not move again, or whenever it may if
   * `compulsory` (EuroShogi).
   */
  piecePromotion?: { ranks?: number; squares?: string; compulsory?: boolean };
}
/**
 * A draughts game defined by data (docs/draughts.md; the JSON Schema is `fenboard/variants/draughts/schema.json`),
 * told from a chess-family definition by its `family`. The built-in draughts games are such definitions
 * (`fenboard/variants/draughts/international.json`); one may `extends` another, as chess-family definitions do.
 * @example const giveaway: DraughtsDefinition = { family: 'draughts', id: 'giveaway', name: 'Giveaway draughts', board: { width: 8, height: 8 }, start: 'W:W21-32:B1-12', end: { noMoves: 'wins' } }
 */
export interface DraughtsDefinition {
  family: 'draughts';
  /** `a-z`, `0-9` and `-`, 1 to 40 of them; not a built-in game's id. */
  id: string;
  name: string;
  description?: string;
  /** Square, 8, 10 or 12; `a1: 'light'` turns the board (Italian, Spanish); `playable: 'all'`: every square (Turkish). */
  board: { width: 8 | 10 | 12; height: 8 | 10 | 12; a1?: 'dark' | 'light'; playable?: 'dark' | 'all' };
  /** The start position as a PDN FEN (`'W:W31-50:B1-20'`). */
  start: string;
  men?: { captureBackward?: boolean; captureKings?: boolean };
  kings?: { flying?: boolean; quietMoves?: number };
  capture?: {
    choice?: 'free' | 'most' | 'value'; kingValue?: number; preferences?: ('withKing' | 'mostKings' | 'earliestKing')[];
    crownMidCapture?: boolean; orderMatters?: boolean; removeAtOnce?: boolean; orthogonal?: boolean;
  };
  squares?: 'algebraic' | 'numeric';
  end?: {
    noMoves?: 'loses' | 'wins'; crowningWins?: boolean;
    draws?: { count: 'kingMoves' | 'sinceCapture'; plies: number; sides?: { pieces?: number | [number, number]; kings?: number | [number, number] }[] }[];
  };
  pdn?: { gameType?: number };
}
/**
 * A draughts game made from another, `extends` (a built-in draughts game's id, or one defined before): only the
 * fields that differ; `null` takes one of the other game's away.
 * @example defineVariant({ id: 'free-brazilian', extends: 'brazilian', capture: { choice: 'free' } }).width // 8
 */
export type DraughtsExtension = { id: string; extends: string } & {
  [K in Exclude<keyof DraughtsDefinition, 'id'>]?: DraughtsDefinition[K] | null;
};
/**
 * A game made from another, `extends` (a built-in game's id, or one defined before): only the fields that differ;
 * `null` takes one of the other game's away.
 * @example defineVariant({ id: 'chess-again', extends: 'chess', name: 'Chess, again' }).name // 'Chess, again'
 */
export type VariantExtension = { id: string; extends: string } & {
  [K in Exclude<keyof VariantDefinition, 'id'>]?: VariantDefinition[K] | null;
};
/**
 * Defines a game by data (an object, or its JSON text), of the chess family or, where it says `family: 'draughts'`,
 * of the draughts family (docs/draughts.md): checked, compiled and registered in this module, after
 * which its id works in every function. Defining an id again replaces that game (a `Game` already made keeps the
 * game it was made with); a built-in game's id is refused. Throws a `bad-definition` error naming the field,
 * changing nothing.
 * @example const info = defineVariant(capablanca); legalMoves(info.id, info.startFen).length // 28
 */
export function defineVariant(definition: VariantDefinition | VariantExtension | DraughtsDefinition | DraughtsExtension | string): VariantInfo & { id: DefinedVariantId };
/**
 * The definition of a game, as data: a built-in game's as the package's `variants/` ships it (a draughts game's in
 * the draughts format), a defined game's with its `extends` resolved. A game of your own can start from it. Throws
 * `unknown-variant` for an id no game has.
 * @example (variantDefinition('chess') as VariantDefinition).pieces.length // 6
 */
export function variantDefinition(variant: VariantId): VariantDefinition | DraughtsDefinition;
"#;

/// Checks, compiles and registers a game defined by data (an object, or its JSON text); its
/// id then works in every function. Throws a `bad-definition` error naming the field.
///
/// ```js
/// const info = defineVariant(capablanca); // {id: 'capablanca', width: 10, height: 8, ...}
/// legalMoves('capablanca', info.startFen).length // 28
/// ```
#[wasm_bindgen(js_name = defineVariant, skip_typescript)]
pub fn define_variant(definition: JsValue) -> Result<JsValue, JsValue> {
    // An object is read as its JSON; what JSON cannot write (undefined, a function) reads
    // as no text, which the reader refuses.
    let text = match definition.as_string() {
        Some(text) => text,
        None => js_sys::JSON::stringify(&definition)
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default(),
    };
    let v = registry::define(&text).map_err(err)?;
    to_js(&VariantInfo::of(&v))
}

/// The definition of a game (built-in, or defined with its `extends` resolved), as data.
///
/// ```js
/// variantDefinition('chess').pieces.length // 6
/// ```
#[wasm_bindgen(js_name = variantDefinition, skip_typescript)]
pub fn variant_definition(variant: &str) -> Result<JsValue, JsValue> {
    Ok(json_to_js(&registry::definition(variant).map_err(err)?))
}

/// A JSON value as the JavaScript value `JSON.parse` would give.
fn json_to_js(value: &serde_json::Value) -> JsValue {
    use serde_json::Value;
    match value {
        Value::Null => JsValue::NULL,
        Value::Bool(b) => JsValue::from_bool(*b),
        Value::Number(n) => JsValue::from_f64(n.as_f64().unwrap_or(f64::NAN)),
        Value::String(s) => JsValue::from_str(s),
        Value::Array(items) => items
            .iter()
            .map(json_to_js)
            .collect::<js_sys::Array>()
            .into(),
        Value::Object(fields) => {
            let object = js_sys::Object::new();
            for (key, field) in fields {
                // Setting a field of a new plain object cannot fail.
                let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), &json_to_js(field));
            }
            object.into()
        }
    }
}
