//! [`Rules`]: a chess-family game, compiled: what Fairy-Stockfish's `Variant` struct is to its
//! engine. The board, the kinds of pieces and how they move, the royal pieces, the pawns'
//! rules, castling, hands and drops, how games end, the FEN dialect, random starts, and the few
//! hooks where a game needs code (Bario). Every chess-family game is one of these, built by
//! [`crate::definition`] from its JSON definition; the engine reads nothing else.
//!
//! The attack tables are built from the movement data on first use, for the width of sets the
//! board needs ([`crate::core::bitboard`]). The description is generic over the position type
//! its hooks take, so that it names none: the engine's is `core::position::Rules`.

use crate::core::bitboard::Set;
use crate::core::bitboard::{AnyTables, SpecialSpec, TableSpec, Tables};
use crate::core::castling::{Castling, Wing};
use crate::core::color::Color;
use crate::core::drops::Drops;
use crate::core::error::VariantError;
use crate::core::geometry::{Geometry, Square};
use crate::core::moves::Move;
use crate::core::position_error::PositionError;
use crate::core::role::{Movement, Role, RoleSet, MAX_ROLES};
use std::sync::OnceLock;

/// One kind of piece of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceType {
    /// Its FEN letter, lowercase (white's pieces are written in uppercase).
    pub letter: char,
    /// Other letters read as this piece (lowercase): a site's own letters for it.
    pub aliases: Vec<char>,
    /// Its English name (`knight`).
    pub name: String,
    /// Its French name and whether it is feminine (`tour`, true), for the explanations.
    pub french: Option<(String, bool)>,
    /// How it moves, in Betza's notation, as the definition wrote it.
    pub betza: String,
    /// How it moves.
    pub movement: Movement,
    /// Whether it must never be left attacked.
    pub royal: bool,
    /// Whether the pawn rules (double step, en passant, promotion) apply to it.
    pub pawn: bool,
    /// The built-in drawing that shows it (`knight`, `marshall`), if any.
    pub drawing: Option<String>,
    /// An SVG image of the white piece, if the definition gives one.
    pub svg: Option<String>,
    /// The characters written on white's piece and on black's (xiangqi's `帥` and `將`), one or
    /// two each, if the definition gives them.
    pub characters: Option<[String; 2]>,
    /// The squares it may stand on, as white's (black's mirrored: xiangqi's palace), if it is
    /// confined.
    pub region: Option<Set>,
    /// How it moves from the squares of a zone, as white's (black's mirrored), if otherwise
    /// there (xiangqi's soldier across the river).
    pub zone_moves: Option<ZoneMoves>,
    /// Moves it may make only as its first, if any (Cambodian chess's king and met).
    pub first_moves: Option<FirstMoves>,
    /// How it moves along the game's diagonal lines ([`Rules::diagonal_lines`]: janggi's
    /// palace diagonals), from one of their squares to another through them only, if it does:
    /// `squares` are the lines' squares.
    pub diagonal_moves: Option<ZoneMoves>,
    /// The kinds it may not hop over (janggi's cannon, over a cannon).
    pub cannot_hop: RoleSet,
    /// The kinds it may not capture (janggi's cannon, a cannon).
    pub cannot_capture: RoleSet,
}

/// The moves a kind of piece may make only as its first, from the square it starts on, while
/// its side keeps the right (written in the FEN's castling field by the square's file, as
/// Fairy-Stockfish writes Cambodian chess's `DEde`). A royal piece makes them only when not in
/// check (as it castles).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstMoves {
    /// The moves, in Betza's notation as the definition wrote them.
    pub betza: String,
    /// The moves.
    pub movement: Movement,
    /// The enemy kinds that take the right away by moving to a square whence they would
    /// reach the piece on an empty board (Cambodian chess's rook aiming at the king).
    pub lost_to: RoleSet,
}

/// How a kind of piece moves from the squares of a zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZoneMoves {
    /// The zone, as white's squares (black's mirrored).
    pub squares: Set,
    /// The movement there, in Betza's notation as the definition wrote it.
    pub betza: String,
    /// The movement there.
    pub movement: Movement,
}

impl PieceType {
    /// Whether the kind's moves are found square by square rather than in the tables: it
    /// hops, leaps lame, is confined or moves otherwise in a zone (a pawn's region is in the
    /// tables of its steps).
    pub fn is_special(&self) -> bool {
        self.movement.has_paths()
            || (self.region.is_some() && !self.pawn)
            || self.zone_moves.is_some()
            || self.diagonal_moves.is_some()
            || !self.cannot_hop.is_empty()
            || !self.cannot_capture.is_empty()
    }
}

/// Where castling royal pieces and their rook land.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlingRules {
    /// The kinds that may castle (the king; Coregal's king and queen).
    pub royals: RoleSet,
    /// The first of them, whose castles SAN writes without its letter (`O-O`; Coregal's
    /// queen castles `QO-O`).
    pub primary: Role,
    /// The kind they castle with (the first of `rooks`, whose name the explanations give).
    pub rook: Role,
    /// Every kind they castle with (perfect chess's rook and chancellor).
    pub rooks: RoleSet,
    /// The castling rights of the start position: a castle of the royal and rook standing
    /// there is written in UCI as the royal's move (`e1g1`), others as in Chess960 (`e1h1`).
    pub start: Castling,
    /// `(royal file, rook file)` by royal wing (of two castling royals, the left one first; a
    /// game with one castling royal uses the right one's), then by the wing of the rook.
    pub land: [[(u8, u8); 2]; 2],
    /// The rank castling takes place on, counted from each side's own edge (0: the first).
    pub rank: u8,
    /// Placement chess: the file where the castling royal piece, dropped there, may castle,
    /// and the files of the left and right rooks it castles with, dropped there.
    pub dropped: Option<(u8, [u8; 2])>,
}

impl CastlingRules {
    /// Where the `royal` castling royal and its rook land, castling with the rook on its
    /// `wing`: `(royal file, rook file)`.
    #[inline]
    pub fn land(&self, royal: Wing, wing: Wing) -> (u8, u8) {
        self.land[royal.index()][wing.index()]
    }
    /// Whether more than one kind castles (their rights are kept per royal: Coregal).
    pub fn several_royals(&self) -> bool {
        self.royals.0.count_ones() > 1
    }
}

/// How pawns promote.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Promotion {
    /// What a pawn may become, by side (chigorin's sides promote to their own pieces).
    pub roles: [Vec<Role>; 2],
    /// How many ranks at the far end promote: compulsory on the last, optional on the others
    /// unless `compulsory`.
    pub zone: u8,
    /// Whether a pawn must promote on entering the zone, not only on the last rank (makruk).
    pub compulsory: bool,
    /// The zone as squares, white's then black's, where it is not ranks: a pawn must promote
    /// on entering it (Troitzky chess, Legan chess).
    pub squares: Option<[Set; 2]>,
    /// Only to a kind of which the side has fewer on the board than at the start (Grand).
    pub only_captured: bool,
    /// By role, the most pieces of that kind a side may have for a pawn to become one (0: no
    /// limit; Spartan chess's two kings).
    pub limits: [u8; MAX_ROLES],
    /// Whether a pawn promotes by a move of its own, never by moving into the zone
    /// (sittuyin's: [`crate::core::promotion_moves`]).
    pub as_move: bool,
}

impl Promotion {
    /// What a pawn of `color` may become.
    #[inline]
    pub fn roles(&self, color: Color) -> &[Role] {
        &self.roles[color.index()]
    }
}

/// Pieces that promote into a promoted form of their own (shogi): a move that starts or ends
/// in the zone may promote; it must where the piece could not move again (shogi's pawn and
/// lance on the last rank, knight on the last two), or wherever it may if `compulsory`. A
/// promoted form is a kind of its own, written `+` and the letter of the kind it came from in
/// FEN, and goes to the hand as that kind when captured. With `demotion` a promoted form turns
/// back by the same rules (Kyoto shogi's pieces, which turn over at every move); with
/// `on_capture` a piece turns only by capturing (micro shogi).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PiecePromotion {
    /// By role, its promoted form.
    pub promoted: [Option<Role>; MAX_ROLES],
    /// By role, the kind it is the promoted form of.
    pub unpromoted: [Option<Role>; MAX_ROLES],
    /// By colour, the zone (bit indices of the board's layout).
    pub zone: [Set; 2],
    /// By colour and role, the squares a piece of a kind with a promoted form may not stay
    /// on unpromoted: it would have no move from there.
    pub must: [[Set; MAX_ROLES]; 2],
    /// Whether a piece must promote whenever it may (EuroShogi).
    pub compulsory: bool,
    /// Whether a promoted form turns back into the kind it came from as a piece promotes
    /// (Fairy-Stockfish's `pieceDemotion`).
    pub demotion: bool,
    /// Whether a piece promotes (or turns back) only when it captures (Fairy-Stockfish's
    /// `piecePromotionOnCapture`).
    pub on_capture: bool,
}

impl PiecePromotion {
    /// The kind a piece of `role` turns into when it promotes: its promoted form, or with
    /// `demotion` the kind a promoted form came from.
    #[inline]
    pub fn turns_into(&self, role: Role) -> Option<Role> {
        self.promoted[role.index()].or(if self.demotion {
            self.unpromoted[role.index()]
        } else {
            None
        })
    }

    /// The targets of a move of a piece of `role` of `color` from bit `from` to the squares
    /// of `targets` (`occupied` the board's pieces), split into those it may reach as it is
    /// and those it may promote (or turn back) on.
    #[inline]
    pub fn split(
        &self,
        color: Color,
        role: Role,
        from: u32,
        targets: Set,
        occupied: Set,
    ) -> (Set, Set) {
        if self.turns_into(role).is_none() {
            return (targets, Set::EMPTY);
        }
        let zone = self.zone[color.index()];
        let mut promote = if zone.has(from) {
            targets
        } else {
            targets & zone
        };
        if self.on_capture {
            promote &= occupied;
        }
        // A piece that could not move again must promote, where it may: a quiet move of micro
        // shogi's pawn to the last rank, which cannot promote, leaves it there.
        let stay = targets & !(self.must[color.index()][role.index()] & promote);
        (
            if self.compulsory {
                stay & !promote
            } else {
                stay
            },
            promote,
        )
    }
}

/// The result of a game end for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameValue {
    /// It wins.
    Win,
    /// It loses.
    Loss,
    /// A draw.
    Draw,
}

impl GameValue {
    /// The winner when the side `to_move` gets this value.
    pub fn winner(self, to_move: Color) -> Option<Color> {
        match self {
            GameValue::Win => Some(to_move),
            GameValue::Loss => Some(!to_move),
            GameValue::Draw => None,
        }
    }
}

/// What a position repeated as often as the game's rule says gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RepetitionValue {
    /// A value for the side to move (a draw in chess).
    ToMove(GameValue),
    /// A win for this side, whoever is to move (minishogi's repetition loses for white,
    /// who moved first).
    Winner(Color),
}

impl RepetitionValue {
    /// The winner when the side `to_move` is to move.
    pub fn winner(self, to_move: Color) -> Option<Color> {
        match self {
            RepetitionValue::ToMove(v) => v.winner(to_move),
            RepetitionValue::Winner(c) => Some(c),
        }
    }
}

/// How a game ends, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndRules {
    /// What a side in check with no legal move gets.
    pub checkmate: GameValue,
    /// What a side not in check with no legal move gets.
    pub stalemate: GameValue,
    /// Moves of each side without a capture or a pawn move that draw (50 in chess; 0: none).
    pub move_rule: u32,
    /// Whether a pawn's move that cannot be undone resets the move rule's count (not in
    /// pawnback, whose pawns step back: only captures and promotions do there).
    pub pawn_move_resets: bool,
    /// How many times the same position ends the game (3 in chess; 0: never).
    pub repetition: u32,
    /// What the position repeated so gives (a draw in chess).
    pub repetition_value: RepetitionValue,
    /// Whether a side that gave check with every move of the repetition loses it (shogi,
    /// xiangqi), both doing so a draw.
    pub perpetual_check_loses: bool,
    /// Xiangqi's rule on chasing, as Fairy-Stockfish plays it, if the game has it: the kinds
    /// it knows.
    pub chasing: Option<Chasing>,
    /// Whether a side that moves the same piece back and forth loses (janggi's modern rule,
    /// Fairy-Stockfish's `moveRepetitionIllegal`: [`crate::core::move_repetition`]).
    pub move_repetition_loses: bool,
    /// What the side to move gets when the move rule ends the game (a draw in chess).
    pub move_rule_value: GameValue,
    /// The kinds that cannot mate alone: the game is drawn when the pieces beside the royal
    /// ones are one of these at most, or only colour-bound ones of these all on squares of
    /// one colour; an empty set: only when nothing but royal pieces is left (three-check).
    /// `None`: no such rule.
    pub insufficient_material: Option<RoleSet>,
    /// A side with too few pieces left (shatranj's bare king), if the game has such a rule.
    pub extinction: Option<Extinction>,
    /// A region to reach (king of the hill, racing kings), if the game has one.
    pub flag: Option<Flag>,
    /// How many checks a side gives to win (three-check: 3; 0: checks are not counted). The
    /// checks each side has left to give are in the FEN (`3+3`).
    pub checks: u8,
    /// Whether a stalemated side with fewer pieces than the other gets `stalemate`'s value,
    /// with more its opposite, with as many a draw (suicide chess).
    pub stalemate_piece_count: bool,
    /// Makruk's counting, if the game has it.
    pub counting: Option<Counting>,
    /// Which checkmates count (shatar's), if not every one.
    pub mate_rules: Option<MateRules>,
    /// Janggi's count of material, or a side's draw odds, if the game has them: it decides the
    /// games that would be drawn (by stalemate, the move rule, repetition, bikjang or both
    /// sides passing).
    pub material: Option<MaterialCount>,
}

/// Xiangqi's rule on chasing as Fairy-Stockfish plays it (`core::chasing` reads it): the kinds
/// it knows, as a game names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chasing {
    /// The general (`W`, in its palace).
    pub general: Role,
    /// The advisor (`F`, in its palace).
    pub advisor: Role,
    /// The elephant (`nA`, on its side of the river).
    pub elephant: Role,
    /// The horse (`nN`).
    pub horse: Role,
    /// The chariot (`R`).
    pub chariot: Role,
    /// The cannon (`mRcpR`).
    pub cannon: Role,
    /// The soldier (`fW`, `fsW` across the river).
    pub soldier: Role,
}

/// A count of material that decides a game which would be drawn, as Fairy-Stockfish's
/// `materialCounting` (janggi's): each side's pieces by their values, black given `komi`.
/// Draw odds (armageddon's, black's) are no values and half a point to the side that has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaterialCount {
    /// By role, twice the value of a piece of the kind.
    pub values: [u16; MAX_ROLES],
    /// Twice the points black is given (janggi: 1.5, so 3); negative: white's.
    pub komi: i16,
}

/// Which checkmates win, as Fairy-Stockfish's shatar rules say: a mate given only by pieces
/// of `not_only_by` is forbidden, and wins for the side mated; a mate whose unbroken series of
/// checks had none given by a piece of `needs_check_by` (a shak) is a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MateRules {
    /// The kinds that may not mate alone (shatar's knight).
    pub not_only_by: RoleSet,
    /// The kinds one of whose checks a winning series of checks needs (shatar's knight, rook
    /// and bers).
    pub needs_check_by: RoleSet,
}

/// Makruk's counting and its kin (Cambodian, ASEAN), as Fairy-Stockfish counts: once no pawn
/// is left, the side that has fewer pieces counts the moves, and the game is drawn when the
/// other has not mated within the limit. The count starts when that side is left with its
/// king and more (the board's honour: `board` moves), and starts again when it is left with
/// its king alone (the pieces' honour: the limit that the other side's strongest pieces set,
/// by `pieces`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counting {
    /// Moves allowed by the board's honour (0: no board's honour, ASEAN).
    pub board: u8,
    /// The most pieces a side counts the board's honour with (0: any number; Cambodian: 3).
    pub board_at_most: u8,
    /// Whether the board's honour is counted while pawns are left (Cambodian).
    pub board_with_pawns: bool,
    /// The pieces' honour: `(kind, at least, moves)`, the first that the other side's pieces
    /// meet setting the limit.
    pub pieces: Vec<(Role, u8, u8)>,
    /// The pieces' honour when none of `pieces` applies (0: no count, ASEAN).
    pub otherwise: u8,
    /// Whether a bare king's count starts from the pieces on the board, and a bare king that
    /// takes the last pawn counts at once (makruk, Cambodian), rather than from nothing on
    /// its next move (ASEAN).
    pub from_pieces: bool,
}

/// The game is won by bringing a piece of a kind `roles` to a square of its side's region,
/// as Fairy-Stockfish's flag rules say it. With `extra_move`, the other side gets one more
/// move: it may take the piece (Jeson Mor), or, as second player, reach its region too for a
/// draw (racing kings); a royal piece there is known to stay, so the game ends at once when
/// the other side cannot reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag {
    /// The kinds that win by reaching the region.
    pub roles: RoleSet,
    /// The region of each side, by colour (absolute squares).
    pub squares: [Set; 2],
    /// Whether the other side gets one more move.
    pub extra_move: bool,
    /// Whether a piece counts there only unattacked (dobutsu's lion, Fairy-Stockfish's
    /// `flagPieceSafe`): the game ends as soon as a side's piece stands there so, a draw if
    /// both sides' do.
    pub safe: bool,
}

/// What a capture does to the pieces around it (atomic chess): the capturing piece and every
/// piece next to the square that is not a pawn leave the board, except the `immune` kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explosions {
    /// The kinds no explosion removes (atomar's kings).
    pub immune: RoleSet,
    /// The kinds that may not capture a piece of their own kind (atomar's kings).
    pub mutually_immune: RoleSet,
}

/// Where the wall a walling game's every move places may go (Fairy-Stockfish's `wallingRule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WallingRule {
    /// Any empty square but the one the last wall stood on; the walls before it leave the
    /// board as it is placed (duck chess's duck, the one wall, shared by both sides).
    Duck,
    /// A square the moved piece would move to from where it landed, its start square empty
    /// (amazons' arrow); the walls stay.
    Arrow,
    /// The square the piece has left (snailtrail, joust); the walls stay.
    Past,
    /// Any empty square (isolation); the walls stay.
    Static,
}

/// A walling game's walls: every move is a piece's move, then a wall placed by `rule` on a
/// square of `region` (every square of the board, but those a definition leaves out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walling {
    /// Where the wall may go.
    pub rule: WallingRule,
    /// The squares a wall may ever go on.
    pub region: Set,
}

/// The game ends when a side has at most `at_most` pieces (all its pieces together, or of
/// one of the kinds `roles`) while the other has at least `opponent_at_least`: that side gets
/// `value`. With `claim`, a side to move so reduced may still play when the other has exactly
/// `opponent_at_least` (shatranj: a bare king that bares the other king at once draws). As
/// Fairy-Stockfish's extinction rules say it; checked before checkmate and stalemate. With
/// `pseudo_royal`, a side's pieces of the kinds counted are royal while it has no more than
/// one over `at_most` (Sho shogi's king and crown prince: whichever is left alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extinction {
    /// The kinds counted, each alone (or all of them together, if `together`); empty: all
    /// the side's pieces together.
    pub roles: RoleSet,
    /// Whether the kinds of `roles` are counted together, as one.
    pub together: bool,
    /// Whether the pieces counted are royal while a side has at most `at_most + 1` of them:
    /// none may then be left attacked, and the side is in check when one is attacked
    /// (Fairy-Stockfish's `extinctionPseudoRoyal`).
    pub pseudo_royal: bool,
    /// The most pieces the reduced side has.
    pub at_most: u8,
    /// The fewest pieces the other side has.
    pub opponent_at_least: u8,
    /// Whether the side to move gets one more move first.
    pub claim: bool,
    /// What the reduced side gets.
    pub value: GameValue,
}

/// How a game's board is drawn: where its pieces stand, and its lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardStyle {
    /// Light and dark squares (chess).
    #[default]
    Squares,
    /// Squares of one colour, ruled (shogi).
    Grid,
    /// Pieces on the points where lines cross, the palaces marked by their diagonals (janggi).
    Intersections,
    /// Intersections with a river between the two halves (xiangqi).
    River,
}

impl BoardStyle {
    /// Every style, by its name in a definition.
    pub const ALL: [(&'static str, BoardStyle); 4] = [
        ("squares", BoardStyle::Squares),
        ("grid", BoardStyle::Grid),
        ("intersections", BoardStyle::Intersections),
        ("river", BoardStyle::River),
    ];

    /// Its name in a definition (`"river"`).
    pub fn name(self) -> &'static str {
        BoardStyle::ALL
            .iter()
            .find(|(_, s)| *s == self)
            .map_or("squares", |(n, _)| n)
    }

    /// Whether pieces stand on the points where lines cross.
    pub fn on_points(self) -> bool {
        matches!(self, BoardStyle::Intersections | BoardStyle::River)
    }
}

/// Which FEN a game writes unless told otherwise (it reads both).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenDialect {
    /// Standard FEN, with `KQkq`, X-FEN or Shredder-FEN castling.
    Standard,
    /// vchess FEN: `<position> <turn> <movesCount> [flags] [ep] [the game's own fields]`.
    Vchess,
}

/// How random starts are drawn: the pieces of one rank of the start position are shuffled,
/// each side's mirrored or independent ([`crate::core::shuffle`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomStart {
    /// The rank shuffled, counted from each side's own edge (0: the first rank).
    pub rank: u8,
    /// The kinds whose pieces must stand on squares of both colours (bishops).
    pub opposite_colors: RoleSet,
}

/// A check of a position beyond the shared ones, with the game's own message and code.
pub type Validate<P> = fn(&P) -> Result<(), PositionError>;

/// Code where a game differs from the shared chess rules (as chessops' hooks), for positions
/// of type `P`. `None` is the shared rule. Only Bario needs any ([`crate::variants::bario`]).
pub struct Hooks<P> {
    /// Checks a position beyond the shared checks (with the game's own message and code).
    pub validate: Option<Validate<P>>,
    /// Replaces legal move generation (Bario's turns of several steps).
    pub legal_moves: Option<fn(&P, &mut Vec<Move>)>,
    /// Runs after a move is played, the turn already passed (Bario's pending capture and
    /// reversion).
    pub after_move: Option<fn(&mut P, &Move)>,
    /// The game's own FEN fields, after the shared ones (Bario's reserve and capture).
    pub fen_fields: Option<FenFields<P>>,
    /// Writes a move the shared notation does not write alone (Bario's turns).
    pub write_move: Option<fn(&P, &mut MoveText<'_>)>,
    /// Why no legal move matches a text, when the game can say more than that the move is
    /// illegal.
    pub refuse_move: Option<fn(&P, &str) -> Option<VariantError>>,
}

// Not derived: a derive would require `P: Copy`, and the hooks are plain function pointers.
impl<P> Clone for Hooks<P> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<P> Copy for Hooks<P> {}

impl<P> Hooks<P> {
    /// The shared rules alone.
    pub const NONE: Hooks<P> = Hooks {
        validate: None,
        legal_moves: None,
        after_move: None,
        fen_fields: None,
        write_move: None,
        refuse_move: None,
    };
}

impl<P> std::fmt::Debug for Hooks<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Hooks")
    }
}

/// A move to write, as [`Hooks::write_move`] is asked it.
pub struct MoveText<'a> {
    /// The move.
    pub m: &'a Move,
    /// The position's legal moves, for SAN's disambiguation (empty for UCI).
    pub legal: &'a [Move],
    /// SAN (without its check mark) rather than UCI.
    pub san: bool,
    /// Where to write it.
    pub out: &'a mut String,
}

/// How a game reads and writes its own FEN fields, which follow the shared ones.
pub struct FenFields<P> {
    /// Reads them from the fields left after the shared ones, taking as many as it reads
    /// (a missing field takes its default).
    pub read: fn(&mut P, &mut std::slice::Iter<'_, &str>) -> Result<(), VariantError>,
    /// Appends them, each after a space.
    pub write: fn(&P, &mut String),
}

impl<P> Clone for FenFields<P> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<P> Copy for FenFields<P> {}

/// A game's attack tables, built on first use; a copy of the rules builds its own.
#[derive(Debug, Default)]
struct LazyTables(OnceLock<AnyTables>);

impl Clone for LazyTables {
    fn clone(&self) -> Self {
        LazyTables::default()
    }
}

/// A chess-family game, compiled, whose hooks take positions of type `P`.
#[derive(Debug, Clone)]
pub struct Rules<P: 'static> {
    /// Identifier (`chess`, `capablanca`).
    pub id: String,
    /// Display name.
    pub name: String,
    /// Board size.
    pub geometry: Geometry,
    /// The kinds of pieces, by [`Role`] index.
    pub pieces: Vec<PieceType>,
    /// The royal kinds.
    pub royals: RoleSet,
    /// The kinds the pawn rules apply to.
    pub pawns: RoleSet,
    /// By colour, the squares (bit indices) whence a pawn's forward move-only step of one
    /// square may be taken twice, or its first moves (Betza's `i`) taken: whole ranks in most
    /// games, and Wolf chess's third-rank pawns' squares.
    pub double_step: [Set; 2],
    /// Whether a double step may be captured en passant.
    pub en_passant: bool,
    /// The pawn kinds that may capture en passant (all of them but in Wolf chess, whose
    /// sergeants may not).
    pub en_passant_by: RoleSet,
    /// Promotion.
    pub promotion: Promotion,
    /// Castling, if the game has it.
    pub castling: Option<CastlingRules>,
    /// How games end.
    pub end: EndRules,
    /// The standard start position.
    pub start_fen: String,
    /// Random starts, if the game has them.
    pub random_start: Option<RandomStart>,
    /// The FEN the game writes.
    pub fen: FenDialect,
    /// A kind whose pieces stand for one of their side's reserve not yet chosen (Bario's
    /// undefined piece): each attacks as every kind left in that reserve would, and moves only
    /// once defined.
    pub stand_in: Option<Role>,
    /// The kinds a reserve holds, in the order its FEN field counts them (Bario).
    pub reserve: Vec<Role>,
    /// Code where the game differs from the shared rules.
    pub hooks: Hooks<P>,
    /// Pieces of each kind each side has in the start position, by colour and role.
    pub initial: [[u8; MAX_ROLES]; 2],
    /// The squares of each side's first rank where its pawns may stand though they never step
    /// back: where the start has one (Legan chess's d1), and the whole rank where they step
    /// sideways from there too.
    pub first_rank_pawns: [Set; 2],
    /// Whether two royal pieces may not face each other on a file with nothing between
    /// (xiangqi's flying general).
    pub flying_general: bool,
    /// Whether a side with several royal pieces is in check only when all of them are
    /// attacked, and may leave one attacked, to be taken (Spartan chess's two kings,
    /// Fairy-Stockfish's duple check); a side with one is in check when it is.
    pub duple_check: bool,
    /// The squares that are not on the board, written `*` in FEN (Troitzky chess's corners):
    /// nothing stands, lands or passes there.
    pub holes: Set,
    /// How the board is drawn.
    pub board_style: BoardStyle,
    /// The kinds whose moves are found square by square ([`PieceType::is_special`]).
    pub special: RoleSet,
    /// The kinds that may not hop over or capture some kinds (janggi's cannon).
    pub shielded: RoleSet,
    /// The pawn kinds that may move sideways or back (whose moves may be undone).
    pub backing_pawns: RoleSet,
    /// Ranks (counted from the capturer's edge, bit `rank`) where a capture en passant may
    /// land (horde: not where a pawn that started on the first rank passed).
    pub en_passant_ranks: u16,
    /// Whether a side that can capture must (antichess, losers).
    pub must_capture: bool,
    /// Whether a move may give check (not in racing kings).
    pub checking: bool,
    /// Whether a royal piece in check may move only to take the one piece checking it
    /// (makpong).
    pub checked_royal_captures_only: bool,
    /// The kinds with moves of their first ([`FirstMoves`]).
    pub first_movers: RoleSet,
    /// What a capture does around it, in a game with explosions (atomic).
    pub explosions: Option<Explosions>,
    /// The kinds turned to stone when they capture (petrified, Fairy-Stockfish's
    /// `petrifyOnCaptureTypes`): the capturer leaves the board and its square becomes a wall.
    /// A game with such kinds may have walls in its positions.
    pub petrify: RoleSet,
    /// In a walling game, where each move's wall goes (amazons, duck chess).
    pub walling: Option<Walling>,
    /// Hands and drops, if the game has them (crazyhouse): the hands are the reserves.
    pub drops: Option<Drops>,
    /// Promoted forms of pieces (shogi), if the game has them.
    pub piece_promotion: Option<PiecePromotion>,
    /// The squares of the diagonal lines some kinds move along (janggi's palace diagonals),
    /// as they stand.
    pub diagonal_lines: Set,
    /// Whether a side may pass, its royal piece staying on its square (janggi; UCI `e2e2`),
    /// unless in check; both sides passing in a row ends the game, drawn or counted.
    pub pass: bool,
    /// Janggi's bikjang: a side whose royal piece faces the other's on an open file must
    /// break the facing or pass, and passing leaves the game drawn (or counted).
    pub bikjang: bool,
    tables: LazyTables,
}

impl<P> PartialEq for Rules<P> {
    /// Two games are the same game if they are the same value (a copy under another id is
    /// another game).
    fn eq(&self, other: &Rules<P>) -> bool {
        std::ptr::eq(self, other)
    }
}

impl<P> Rules<P> {
    /// A game with these parts; its tables are built on first use. The caller (the
    /// definition compiler) has checked that the parts fit together.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        id: String,
        name: String,
        geometry: Geometry,
        pieces: Vec<PieceType>,
        castling: Option<CastlingRules>,
        promotion: Promotion,
        end: EndRules,
        start_fen: String,
    ) -> Rules<P> {
        let set = |f: fn(&PieceType) -> bool| {
            let mut s = RoleSet::EMPTY;
            for (i, p) in pieces.iter().enumerate() {
                if f(p) {
                    s.insert(Role(i as u8));
                }
            }
            s
        };
        let pawns = set(|p| p.pawn);
        Rules {
            id,
            name,
            geometry,
            royals: set(|p| p.royal),
            pawns,
            special: set(PieceType::is_special),
            shielded: set(|p| !p.cannot_hop.is_empty() || !p.cannot_capture.is_empty()),
            first_movers: set(|p| p.first_moves.is_some()),
            checked_royal_captures_only: false,
            backing_pawns: set(|p| {
                p.pawn
                    && p.movement
                        .lines
                        .iter()
                        .any(|l| l.mode.moves() && l.vector.1 <= 0)
            }),
            flying_general: false,
            duple_check: false,
            holes: Set::EMPTY,
            board_style: BoardStyle::Squares,
            pieces,
            double_step: [Set::EMPTY; 2],
            en_passant: false,
            en_passant_by: pawns,
            en_passant_ranks: u16::MAX,
            must_capture: false,
            checking: true,
            explosions: None,
            petrify: RoleSet::EMPTY,
            walling: None,
            promotion,
            castling,
            end,
            start_fen,
            random_start: None,
            fen: FenDialect::Standard,
            stand_in: None,
            reserve: Vec::new(),
            drops: None,
            piece_promotion: None,
            diagonal_lines: Set::EMPTY,
            pass: false,
            bikjang: false,
            hooks: Hooks::NONE,
            initial: [[0; MAX_ROLES]; 2],
            first_rank_pawns: [Set::EMPTY; 2],
            tables: LazyTables::default(),
        }
    }

    /// The attack tables, built on first use.
    #[inline]
    pub fn tables(&self) -> &AnyTables {
        self.tables
            .0
            .get_or_init(|| AnyTables::build(&self.table_spec()))
    }

    /// The same game with its tables in the sets of boards over 128 squares (192 bits)
    /// whatever its board's size: for the tests that play a game in both widths.
    pub fn with_large_tables(&self) -> Self
    where
        Self: Clone,
    {
        let large = self.clone();
        let _ = large
            .tables
            .0
            .set(AnyTables::build_large(&self.table_spec()));
        large
    }

    /// What the tables are built from.
    fn table_spec(&self) -> TableSpec<'_> {
        {
            TableSpec {
                geometry: self.geometry,
                movements: self.pieces.iter().map(|p| &p.movement).collect(),
                specials: self
                    .roles()
                    .filter(|&r| self.special.contains(r))
                    .map(|r| {
                        let p = self.piece(r);
                        SpecialSpec {
                            role: r,
                            region: p.region,
                            zone: p.zone_moves.as_ref().map(|z| (z.squares, &z.movement)),
                            diagonal: p.diagonal_moves.as_ref().map(|z| (z.squares, &z.movement)),
                            cannot_hop: p.cannot_hop,
                            cannot_capture: p.cannot_capture,
                        }
                    })
                    .collect(),
                pawns: self.pawns,
                royals: self.royals,
                double_step: self.double_step,
                // Pawns that promote by a move of their own do not as they step.
                zone: if self.promotion.as_move {
                    0
                } else {
                    self.promotion.zone
                },
                zone_compulsory: self.promotion.compulsory,
                zone_squares: self.promotion.squares.filter(|_| !self.promotion.as_move),
                pawn_regions: self
                    .pieces
                    .iter()
                    .map(|p| p.region.filter(|_| p.pawn))
                    .collect(),
                holes: self.holes,
                castling: self.castling.map(|c| c.land),
            }
        }
    }

    /// Whether legal moves are found by playing each move and testing it rather than by pins
    /// and checks: the game has kinds whose attacks a piece in their way may make or break
    /// (hoppers, lame leapers) or a flying general.
    #[inline]
    pub fn tests_moves(&self) -> bool {
        self.flying_general || self.duple_check || self.bikjang || !self.special.is_empty()
    }

    /// Whether a move is tested by playing it: a piece's attack depends on the kinds in its
    /// way (janggi's cannon) or the royal pieces' facing matters (bikjang).
    #[inline]
    pub fn plays_to_test(&self) -> bool {
        self.bikjang || !self.shielded.is_empty()
    }

    /// Whether legal moves are those of the shared rules, with nothing removed by a rule of
    /// the game: a capture made compulsory, checks forbidden, explosions, a royal piece in
    /// check kept in place.
    #[inline]
    pub fn plain_moves(&self) -> bool {
        !self.must_capture
            && self.checking
            && self.explosions.is_none()
            && !self.checked_royal_captures_only
    }

    /// The 64-bit tables, for a board of at most 64 squares.
    pub fn narrow_tables(&self) -> Option<&Tables<u64>> {
        match self.tables() {
            AnyTables::Narrow(t) => Some(t),
            AnyTables::Wide(_) | AnyTables::Large(_) => None,
        }
    }

    /// The kind of a piece.
    #[inline]
    pub fn piece(&self, role: Role) -> &PieceType {
        &self.pieces[role.index()]
    }

    /// The roles of the game, in order.
    pub fn roles(&self) -> impl Iterator<Item = Role> {
        (0..self.pieces.len() as u8).map(Role)
    }

    /// The kind with this letter or alias, either case.
    pub fn role_of(&self, letter: char) -> Option<Role> {
        let l = letter.to_ascii_lowercase();
        let i = self.pieces.iter().position(|p| p.letter == l);
        i.or_else(|| self.pieces.iter().position(|p| p.aliases.contains(&l)))
            .map(|i| Role(i as u8))
    }

    /// The letter of a kind, lowercase.
    #[inline]
    pub fn letter(&self, role: Role) -> char {
        self.pieces.get(role.index()).map_or('?', |p| p.letter)
    }

    /// The FEN letter of a piece: uppercase for white.
    pub fn piece_char(&self, piece: crate::core::role::Piece) -> char {
        let l = self.letter(piece.role);
        match piece.color {
            Color::White => l.to_ascii_uppercase(),
            Color::Black => l,
        }
    }

    /// Appends a piece as FEN writes it: its letter, or `+` and the letter of the kind a
    /// promoted form came from (`+P`).
    pub fn push_fen_piece(&self, piece: crate::core::role::Piece, out: &mut String) {
        match self.unpromoted(piece.role) {
            Some(base) => {
                out.push('+');
                out.push(self.piece_char(crate::core::role::Piece::new(piece.color, base)));
            }
            None => out.push(self.piece_char(piece)),
        }
    }

    /// The kinds that turn to stone when they capture and are royal, or counted as royal by a
    /// pseudo-royal extinction rule (petrified's commoner): such a piece may not capture (it
    /// would leave the board), so, as Fairy-Stockfish decides it, its attacks leave no enemy
    /// royal piece in danger, whatever the count of its kind.
    pub fn petrified_royals(&self) -> RoleSet {
        let counted = match self.end.extinction {
            Some(x) if x.pseudo_royal => x.roles.0,
            _ => 0,
        };
        RoleSet(self.petrify.0 & (self.royals.0 | counted))
    }

    /// Whether the game's positions may have walls: its pieces turn to stone, or its moves
    /// place walls.
    pub fn has_walls(&self) -> bool {
        !self.petrify.is_empty() || self.walling.is_some()
    }

    /// Whether a kind is royal.
    #[inline]
    pub fn is_royal(&self, role: Role) -> bool {
        self.royals.contains(role)
    }

    /// Whether a kind follows the pawn rules.
    #[inline]
    pub fn is_pawn(&self, role: Role) -> bool {
        self.pawns.contains(role)
    }

    /// Whether SAN writes a kind's moves without its letter: the game's first pawn kind only
    /// (another, as Wolf chess's sergeant, is written with its letter, as a piece is: `Sa3`
    /// beside the pawn's `a3`).
    #[inline]
    pub fn is_san_pawn(&self, role: Role) -> bool {
        self.pawns.iter().next() == Some(role)
    }

    /// The rank of `sq` counted from `color`'s own edge (0: its first rank).
    #[inline]
    pub fn relative_rank(&self, color: Color, sq: Square) -> u8 {
        match color {
            Color::White => sq.rank(),
            Color::Black => self.geometry.height - 1 - sq.rank(),
        }
    }

    /// Whether a pawn of `color` on `sq` may take its double step (or first moves) there.
    #[inline]
    pub fn double_steps_from(&self, color: Color, sq: Square) -> bool {
        self.double_step[color.index()].has(self.geometry.bit_index(sq))
    }

    /// The first rank of a colour (absolute).
    #[inline]
    pub fn back_rank(&self, color: Color) -> u8 {
        match color {
            Color::White => 0,
            Color::Black => self.geometry.height - 1,
        }
    }

    /// The rank where a colour castles (absolute): its first rank unless the castling rules
    /// say another (shako's second).
    #[inline]
    pub fn castling_rank(&self, color: Color) -> u8 {
        let r = self.castling.map_or(0, |c| c.rank);
        match color {
            Color::White => r,
            Color::Black => self.geometry.height - 1 - r,
        }
    }

    /// The squares (bit indices) of a colour's castling rank, where its gates are (gating).
    pub fn gate_rank_bits(&self, color: Color) -> Set {
        let w = u32::from(self.geometry.width);
        let rank = u32::from(self.castling_rank(color));
        Set::below(w) << (rank * w)
    }

    /// The kinds a side's reserve or hand holds, in the order they are shown and counted:
    /// Bario's reserve kinds; in a game where captured pieces go to the hand, every kind but
    /// the royal ones and the promoted forms (which go to the hand as the kind they came
    /// from); else the kinds the hands start with (Seirawan's, placement chess's).
    pub fn hand_kinds(&self) -> Vec<Role> {
        if let Some(d) = &self.drops {
            let held = |r: Role| match d.captures_to_hand {
                // Royal pieces are never captured but in Koedem, whose kings are dropped first.
                true => {
                    (d.before_moves.contains(r) || !self.is_royal(r))
                        && self.unpromoted(r).is_none()
                }
                false => d.start_hand.contains(r),
            };
            self.roles().filter(|&r| held(r)).collect()
        } else {
            self.reserve.clone()
        }
    }

    /// The promoted form of a kind, if it has one (shogi's pawn: the tokin).
    #[inline]
    pub fn promoted_form(&self, role: Role) -> Option<Role> {
        self.piece_promotion
            .as_ref()
            .and_then(|p| p.promoted[role.index()])
    }

    /// The kind a piece of `role` becomes when it promotes: its promoted form, or where
    /// promoted forms turn back (Kyoto shogi) the kind a promoted form came from.
    #[inline]
    pub fn turns_into(&self, role: Role) -> Option<Role> {
        self.piece_promotion
            .as_ref()
            .and_then(|p| p.turns_into(role))
    }

    /// Whether a move of a piece of `role` that becomes `into` turns a promoted form back
    /// into the kind it came from (Kyoto shogi; UCI `c3c4-`).
    #[inline]
    pub fn is_demotion(&self, role: Role, into: Option<Role>) -> bool {
        into.is_some() && self.unpromoted(role) == into
    }

    /// The kind a promoted form came from, if it is one.
    #[inline]
    pub fn unpromoted(&self, role: Role) -> Option<Role> {
        self.piece_promotion
            .as_ref()
            .and_then(|p| p.unpromoted[role.index()])
    }

    /// The game's piece letters, for messages (`k q r b n p`).
    pub fn letters(&self) -> String {
        let mut s = String::new();
        for p in &self.pieces {
            if !s.is_empty() {
                s.push(' ');
            }
            s.push(p.letter);
        }
        s
    }
}
