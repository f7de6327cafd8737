//! A diagram's position as its game's FEN, with the defaults of a rules page: white to move
//! (black where white to move is impossible), no castling rights, no en passant, and the
//! reserves the pieces on the board leave.

use super::{letter_color, Diagram, DiagramError, Reserve};
use crate::core::color::Color;
use crate::core::position::Position;
use crate::core::role::Piece;
use crate::formats::fen::{self, Validation};
use crate::game;

impl Diagram {
    /// A FEN of the diagram's position in its game's FEN dialect, with the defaults of a
    /// rules page: white to move (unless the diagram says otherwise), no castling rights, no
    /// en passant, the reserves [`Diagram::reserve`] says. A picture's is its board with
    /// white to move in standard FEN.
    ///
    /// ```
    /// use fenboard::features::diagram::parse_diagram;
    /// use fenboard::Variant;
    /// let coregal = Variant::builtin("coregal").unwrap();
    /// let d = parse_diagram("4Q3/4K3/8/8/3N4/5k2/2q5/8", Some(&coregal)).unwrap();
    /// assert_eq!(d.game_fen(), "4Q3/4K3/8/8/3N4/5k2/2q5/8 w 0 iiiiiiii -");
    /// let d = parse_diagram("W;Wa1,Kc3;Bb6", None).unwrap();
    /// assert_eq!(d.game_fen(), "W:Wa1,Kc3:Bb6");
    /// ```
    pub fn game_fen(&self) -> String {
        self.fen_with_turn(self.side_to_move.unwrap_or(Color::White))
    }

    /// A FEN its game accepts for this diagram: [`Diagram::game_fen`], or when the diagram
    /// gives no side to move and white to move is impossible (black is in check), the same
    /// position with black to move. A diagram without royal pieces (a lone rook, a king
    /// facing a rook) is read as a partial position, with the side to move it implies. The
    /// error says why neither side's position is one, or that a picture has no game.
    ///
    /// ```
    /// use fenboard::features::diagram::parse_diagram;
    /// let d = parse_diagram("4k3/8/8/8/8/8/8/4R3", None).unwrap();
    /// assert_eq!(d.playable_fen().unwrap(), "4k3/8/8/8/8/8/8/4R3 b - - 0 1");
    /// ```
    pub fn playable_fen(&self) -> Result<String, DiagramError> {
        match self.checked_fen() {
            (fen, None) => Ok(fen),
            (_, Some(e)) => Err(e),
        }
    }

    /// The FEN of [`Diagram::playable_fen`], else [`Diagram::game_fen`] and why it is not a
    /// game position.
    pub fn checked_fen(&self) -> (String, Option<DiagramError>) {
        let first = self.game_fen();
        let Some(variant) = &self.variant else {
            return (first, Some(DiagramError::NoGame));
        };
        let turns: &[Color] = match self.side_to_move {
            Some(c) => &[c],
            None => &[Color::White, Color::Black],
        };
        let mut error = None;
        // A whole position first, either side to move; then a partial one (royal pieces
        // missing), either side: the turn is the one the position allows.
        for partial in [false, true] {
            for &turn in turns {
                let fen = self.fen_with_turn(turn);
                let read = if partial {
                    variant.parse_partial(&fen)
                } else {
                    variant.parse(&fen)
                };
                match read {
                    Ok(_) => return (fen, None),
                    Err(e) => {
                        error.get_or_insert(e);
                    }
                }
            }
        }
        let error = error.map_or(DiagramError::NoGame, |e: game::Error| {
            DiagramError::Position(e)
        });
        (first, Some(error))
    }

    /// The FEN with `turn` to move.
    fn fen_with_turn(&self, turn: Color) -> String {
        let Some(variant) = &self.variant else {
            return format!("{} {} - - 0 1", self.rows(), turn.char());
        };
        let Some(rules) = variant.rules() else {
            // Russian draughts: `W:Wa1,Kc3:Bb6`.
            let side = |color: Color| -> String {
                let squares: Vec<String> = self
                    .pieces()
                    .filter(|&(_, p)| letter_color(p) == color)
                    .map(|(sq, p)| {
                        let king = if p.eq_ignore_ascii_case(&'k') {
                            "K"
                        } else {
                            ""
                        };
                        format!("{king}{sq}")
                    })
                    .collect();
                squares.join(",")
            };
            let t = if turn == Color::White { 'W' } else { 'B' };
            return format!("{t}:W{}:B{}", side(Color::White), side(Color::Black));
        };
        let mut pos = Position::empty(rules);
        for (sq, letter) in self.pieces() {
            if let Some(role) = rules.role_of(letter) {
                pos.board_mut()
                    .set(sq, Some(Piece::new(letter_color(letter), role)));
            }
        }
        for &sq in &self.walls {
            let i = rules.geometry.bit_index(sq);
            pos.board_mut().set_wall(i);
        }
        pos.set_turn(turn);
        if let Some(reserve) = &self.reserve {
            for c in Color::ALL {
                for (&role, &n) in rules.hand_kinds().iter().zip(&reserve[c.index()]) {
                    pos.reserves_mut().set_count(c, role, n);
                }
            }
        }
        fen::write(&pos)
    }

    /// The board as FEN rows, empty squares counted.
    fn rows(&self) -> String {
        let g = self.geometry;
        let rows: Vec<String> = (0..g.height)
            .rev()
            .map(|rank| {
                let mut row = String::new();
                let mut empty = 0;
                for file in 0..g.width {
                    match self.letter_at(crate::core::geometry::Square::new(file, rank)) {
                        None => empty += 1,
                        Some(p) => {
                            if empty > 0 {
                                row.push_str(&empty.to_string());
                            }
                            empty = 0;
                            row.push(p);
                        }
                    }
                }
                if empty > 0 {
                    row.push_str(&empty.to_string());
                }
                row
            })
            .collect();
        rows.join("/")
    }

    /// The hands of a game with drops, as its FEN writes them after the board (`Qn`), counted
    /// in the order of its hand kinds (`None` for other games and pictures; letters of no
    /// kind of the hands are left out).
    pub(super) fn hands(&self, text: &str) -> Option<Reserve> {
        let rules = self.variant.as_ref()?.rules()?;
        rules.drops.as_ref()?;
        let kinds = rules.hand_kinds();
        let mut hands: Reserve = [vec![0; kinds.len()], vec![0; kinds.len()]];
        for letter in text.chars() {
            let i = kinds.iter().position(|&k| Some(k) == rules.role_of(letter));
            if let Some(i) = i {
                let n = &mut hands[letter_color(letter).index()][i];
                *n = n.saturating_add(1);
            }
        }
        Some(hands)
    }

    /// The reserves of a game that has them: its start's, less the pieces of those kinds on
    /// the board (`None` for other games and pictures).
    pub(super) fn reserve_left(&self) -> Option<Reserve> {
        let rules = self.variant.as_ref()?.rules()?;
        if rules.reserve.is_empty() {
            return None;
        }
        let start = fen::parse_styled(rules, &rules.start_fen, Validation::None)
            .ok()?
            .0;
        let mut reserve: Reserve = [Vec::new(), Vec::new()];
        for c in Color::ALL {
            for &role in &rules.reserve {
                let on_board = self
                    .pieces()
                    .filter(|&(_, p)| letter_color(p) == c && rules.role_of(p) == Some(role))
                    .count();
                let n = usize::from(start.reserves().count(c, role)).saturating_sub(on_board);
                reserve[c.index()].push(n as u8);
            }
        }
        Some(reserve)
    }
}
