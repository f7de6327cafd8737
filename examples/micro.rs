fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args[1].parse().unwrap();
    let which = &args[2];
    let fen = match which.as_str() {
        "start" => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "kiwi" => "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        _ => "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    };
    let rules =
        fenboard::definition::compile(&std::fs::read_to_string("variants/chess.json").unwrap())
            .unwrap();
    let pos = fenboard::formats::fen::parse(&rules, fen).unwrap();
    let mut total = 0;
    for _ in 0..n {
        total += std::hint::black_box(&pos).count_legal_moves();
    }
    println!("{total}");
}
