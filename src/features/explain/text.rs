//! The words of the messages, in English and French: piece names (each game's own) with their
//! articles and genders, lists, capitals.

use super::Lang;
use crate::core::geometry::Square;
use crate::core::position::Rules;
use crate::core::role::Role;
use crate::variants::draughts::{self, push_square, Board, SquareNames};

/// The language of the messages, and how the game names its squares.
#[derive(Clone, Copy)]
pub(super) struct Text {
    lang: Lang,
    /// A draughts game's notation (`27` in international draughts, `c3` in Russian); chess
    /// games name squares `e4`.
    names: Option<(SquareNames, Board)>,
}

/// A kind of piece as the messages name it: in English, in French, and the French name's
/// gender.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Noun<'a> {
    /// The English name (`knight`, `man`).
    pub(super) en: &'a str,
    /// The French name (`cavalier`, `pion`); the English one where the game gives none.
    pub(super) fr: &'a str,
    /// Whether the French name is feminine (`la tour`, `une dame`).
    pub(super) feminine: bool,
}

impl Noun<'_> {
    /// A kind of a chess-family game, as its description names it.
    pub(super) fn of(rules: &Rules, role: Role) -> Noun<'_> {
        let kind = rules.piece(role);
        match &kind.french {
            Some((fr, feminine)) => Noun {
                en: &kind.name,
                fr,
                feminine: *feminine,
            },
            None => Noun {
                en: &kind.name,
                fr: &kind.name,
                feminine: false,
            },
        }
    }

    /// A draughts piece: in French a man is a `pion` and a king a `dame`.
    pub(super) fn draughts(role: draughts::Role) -> Noun<'static> {
        match role {
            draughts::Role::Man => Noun {
                en: "man",
                fr: "pion",
                feminine: false,
            },
            draughts::Role::King => Noun {
                en: "king",
                fr: "dame",
                feminine: true,
            },
        }
    }

    /// `il` or `elle`.
    pub(super) fn pronoun(self) -> &'static str {
        if self.feminine {
            "elle"
        } else {
            "il"
        }
    }

    /// A French adjective or participle agreeing with the name: `attaqué` or `attaquée`.
    pub(super) fn agree(self, masculine: &str) -> String {
        if self.feminine {
            format!("{masculine}e")
        } else {
            masculine.to_string()
        }
    }
}

impl Text {
    /// Messages in `lang`, squares named `e4`.
    pub(super) fn new(lang: Lang) -> Text {
        Text { lang, names: None }
    }

    /// Messages in `lang` about a draughts game, its squares named as its moves name them.
    pub(super) fn draughts(lang: Lang, game: &draughts::Game) -> Text {
        Text {
            lang,
            names: Some((game.rules.squares, game.board())),
        }
    }

    /// A square as the game names it: `e4`, `c3`, or a draughts number (`27`).
    pub(super) fn sq(self, square: Square) -> String {
        match self.names {
            Some((names, board)) => {
                let mut s = String::new();
                push_square(&mut s, square, names, board);
                s
            }
            None => square.to_string(),
        }
    }

    pub(super) fn pick(self, en: String, fr: String) -> String {
        match self.lang {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }

    /// `a knight` / `un cavalier`.
    pub(super) fn a(self, noun: Noun) -> String {
        match self.lang {
            Lang::En => {
                let art = if noun.en.starts_with(['a', 'e', 'i', 'o', 'u']) {
                    "an"
                } else {
                    "a"
                };
                format!("{art} {}", noun.en)
            }
            Lang::Fr => format!("{} {}", if noun.feminine { "une" } else { "un" }, noun.fr),
        }
    }

    /// `the knight` / `le cavalier`.
    pub(super) fn the(self, noun: Noun) -> String {
        match self.lang {
            Lang::En => format!("the {}", noun.en),
            Lang::Fr => {
                let n = noun.fr;
                if n.starts_with(['a', 'e', 'i', 'o', 'u', 'é']) {
                    format!("l'{n}")
                } else if noun.feminine {
                    format!("la {n}")
                } else {
                    format!("le {n}")
                }
            }
        }
    }

    /// `knight` / `cavalier`.
    pub(super) fn name(self, noun: Noun) -> String {
        match self.lang {
            Lang::En => noun.en.to_string(),
            Lang::Fr => noun.fr.to_string(),
        }
    }

    /// `the rook on e8` / `la tour en e8`, for each attacker.
    pub(super) fn by(self, attackers: &[(Noun, Square)]) -> String {
        let parts: Vec<String> = attackers
            .iter()
            .map(|&(n, s)| match self.lang {
                Lang::En => format!("the {} on {}", n.en, self.sq(s)),
                Lang::Fr => format!("{} en {}", self.the(n), self.sq(s)),
            })
            .collect();
        join(&parts, self.lang)
    }

    /// `queen, rook and bishop` / `dame, tour et fou`.
    pub(super) fn list(self, nouns: &[Noun]) -> String {
        let parts: Vec<String> = nouns.iter().map(|&n| self.name(n)).collect();
        join(&parts, self.lang)
    }

    /// `e2 and e3` / `e2 et e3` (`27 and 28` in a numbered game).
    pub(super) fn squares(self, squares: &[Square]) -> String {
        let parts: Vec<String> = squares.iter().map(|&s| self.sq(s)).collect();
        join(&parts, self.lang)
    }
}

fn join(parts: &[String], lang: Lang) -> String {
    let and = match lang {
        Lang::En => " and ",
        Lang::Fr => " et ",
    };
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}{and}{last}", rest.join(", ")),
    }
}

/// The message with its first letter in capitals.
pub(super) fn capital(s: String) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => s,
    }
}
