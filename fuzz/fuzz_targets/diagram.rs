//! Diagrams: the first byte picks a variant option (or none), the rest is the diagram text,
//! also read as a whole document.
#![no_main]

use fenboard::features::diagram::{self, RenderOptions};
use fenboard_fuzz::games;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&b, rest)) = data.split_first() else {
        return;
    };
    // No game, or one of the games.
    let variant = games().get((b as usize % (games().len() + 1)).wrapping_sub(1));
    let text = String::from_utf8_lossy(rest);
    if let Ok(d) = diagram::parse_diagram(&text, variant) {
        let svg = diagram::render(&d, &RenderOptions::default());
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        let _ = diagram::describe(&d);
        let _ = d.game_fen();
        if let (Ok(fen), Some(v)) = (d.playable_fen(), &d.variant) {
            // A diagram's position may be partial (one side without its royal piece).
            v.parse_partial(&fen).expect("a playable FEN reads");
        }
    }
    let options = RenderOptions {
        variant: variant.cloned(),
        picture: b & 2 == 0,
        size: Some(u32::from(b) * 3),
        coordinates: b & 1 == 0,
        orientation: None,
        reserve: Some([vec![b, 0, 9, 255], vec![1, 2, 3, 4]]),
    };
    let _ = diagram::render_diagram(&text, &options);
    for found in diagram::extract_diagrams(&text) {
        assert!(found.start < found.end && found.end <= text.len());
        assert_eq!(&text[found.start + 4..found.end - 1], found.text);
        let _ = diagram::parse_diagram(&found.text, variant);
    }
});
