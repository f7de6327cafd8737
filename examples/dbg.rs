fn main() {
    let v =
        fenboard::Variant::from_json(&std::fs::read_to_string("variants/capablanca.json").unwrap())
            .unwrap();
    let p = v
        .parse("r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1")
        .unwrap();
    for m in p.legal_moves() {
        if m.castle.is_some() {
            println!("{} {} {:?}", m.uci, m.san, m.castle);
        }
    }
    println!("{:?}", v.rules().unwrap().castling);
}
