use fenboard::engine::Variant;
fn main() {
    let what = std::env::args().nth(1).unwrap();
    let fen = std::env::var("FEN")
        .unwrap_or("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".into());
    let n: u32 = std::env::var("N").map_or(100000, |v| v.parse().unwrap());
    let pos = Variant::Chess.parse(&fen).unwrap();
    for _ in 0..n {
        match what.as_str() {
            "parse" => {
                std::hint::black_box(Variant::Chess.parse(std::hint::black_box(&fen)).unwrap());
            }
            "write" => {
                std::hint::black_box(std::hint::black_box(&pos).write_legal_moves(false));
            }
            "status" => {
                std::hint::black_box(std::hint::black_box(&pos).status());
            }
            "wstatus" => {
                std::hint::black_box(fenboard::wire::status(&std::hint::black_box(&pos).status()));
            }
            "legal" => {
                std::hint::black_box(std::hint::black_box(&pos).perft(1).unwrap());
            }
            _ => {}
        }
    }
}
