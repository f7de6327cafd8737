//! The words of the messages, in English and French: piece names with their articles and
//! genders, lists, capitals.

use super::Lang;
use crate::core::geometry::Square;
use crate::core::role::Role;
use crate::variants::russian;

#[derive(Clone, Copy)]
pub(super) struct Text(pub(super) Lang);

impl Text {
    pub(super) fn pick(self, en: String, fr: String) -> String {
        match self.0 {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }

    /// `a knight` / `un cavalier`.
    pub(super) fn a(self, role: impl Noun) -> String {
        match self.0 {
            Lang::En => {
                let n = role.en_name();
                let art = if n.starts_with(['a', 'e', 'i', 'o', 'u']) {
                    "an"
                } else {
                    "a"
                };
                format!("{art} {n}")
            }
            Lang::Fr => format!(
                "{} {}",
                if role.feminine() { "une" } else { "un" },
                role.fr_name()
            ),
        }
    }

    /// `the knight` / `le cavalier`.
    pub(super) fn the(self, role: impl Noun) -> String {
        match self.0 {
            Lang::En => format!("the {}", role.en_name()),
            Lang::Fr => {
                let n = role.fr_name();
                if n.starts_with(['a', 'e', 'i', 'o', 'u', 'é']) {
                    format!("l'{n}")
                } else if role.feminine() {
                    format!("la {n}")
                } else {
                    format!("le {n}")
                }
            }
        }
    }

    pub(super) fn name(self, role: impl Noun) -> String {
        match self.0 {
            Lang::En => role.en_name().to_string(),
            Lang::Fr => role.fr_name().to_string(),
        }
    }

    /// `by the rook on e8` / `par la tour en e8`, for each attacker.
    pub(super) fn by(self, attackers: &[(Role, Square)]) -> String {
        let parts: Vec<String> = attackers
            .iter()
            .map(|&(r, s)| match self.0 {
                Lang::En => format!("the {} on {s}", r.name()),
                Lang::Fr => format!("{} en {s}", self.the(r)),
            })
            .collect();
        join(&parts, self.0)
    }

    pub(super) fn list(self, roles: &[Role]) -> String {
        let parts: Vec<String> = roles.iter().map(|&r| self.name(r)).collect();
        join(&parts, self.0)
    }

    pub(super) fn squares(self, squares: &[Square]) -> String {
        let parts: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
        join(&parts, self.0)
    }
}

fn join(parts: &[String], lang: Lang) -> String {
    let and = match lang {
        Lang::En => " and ",
        Lang::Fr => " et ",
    };
    match parts.len() {
        0 => String::new(),
        1 => parts[0].clone(),
        n => format!("{}{and}{}", parts[..n - 1].join(", "), parts[n - 1]),
    }
}

/// The message with its first letter in capitals. Messages start with an article or a
/// word in ASCII, so ASCII case mapping suffices, without Unicode's case tables.
pub(super) fn capital(mut s: String) -> String {
    if let Some(first) = s.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    s
}

/// A kind of piece as the messages name it: a chess-family role or a draughts one.
pub(super) trait Noun: Copy {
    /// The English name (`knight`, `man`).
    fn en_name(self) -> &'static str;
    /// The French name (`cavalier`, `pion`).
    fn fr_name(self) -> &'static str;
    /// Whether the French name is feminine (`la tour`, `une dame`).
    fn feminine(self) -> bool;
}

impl Noun for Role {
    fn en_name(self) -> &'static str {
        self.name()
    }
    fn fr_name(self) -> &'static str {
        match self {
            Role::Pawn => "pion",
            Role::Knight => "cavalier",
            Role::Bishop => "fou",
            Role::Rook => "tour",
            Role::Queen => "dame",
            Role::King => "roi",
            Role::Marshall => "maréchal",
            Role::Cardinal => "cardinal",
            Role::Undefined => "pièce indéfinie",
        }
    }
    fn feminine(self) -> bool {
        matches!(self, Role::Rook | Role::Queen | Role::Undefined)
    }
}

/// In French draughts a man is a `pion` and a king a `dame`.
impl Noun for russian::Role {
    fn en_name(self) -> &'static str {
        self.name()
    }
    fn fr_name(self) -> &'static str {
        match self {
            russian::Role::Man => "pion",
            russian::Role::King => "dame",
        }
    }
    fn feminine(self) -> bool {
        self == russian::Role::King
    }
}
