//! The architecture of `src/`, checked: the layers of `lib.rs` import only from the layers
//! before them, and no modules import each other, directly or in a longer cycle.
//!
//! A module is a file; what it imports is every `crate::` path in its code (not in comments
//! or in its unit tests), resolved to the longest module path that exists.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The layers of `lib.rs`, from the bottom up.
const LAYERS: &[&str] = &[
    "util",
    "core",
    "formats",
    "variants",
    "definition",
    "game",
    "features",
    "wasm",
];

/// The module path of each source file (`src/core/position.rs` is `core::position`), with its code.
fn modules() -> BTreeMap<String, String> {
    fn walk(dir: &Path, out: &mut BTreeMap<String, String>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix("src").unwrap().with_extension("");
                let mut parts: Vec<String> = rel
                    .iter()
                    .map(|p| p.to_string_lossy().into_owned())
                    .collect();
                if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
                    parts.pop();
                }
                out.insert(parts.join("::"), code(&fs::read_to_string(&path).unwrap()));
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(Path::new("src"), &mut out);
    out
}

/// A file's code without its comments and its `#[cfg(test)]` module.
fn code(text: &str) -> String {
    let body = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    let lines = body.lines().map(|line| match line.find("//") {
        Some(at) => &line[..at],
        None => line,
    });
    lines.collect::<Vec<_>>().join("\n")
}

/// The modules a module's code names with `crate::` paths.
fn imports(code: &str, known: &BTreeSet<String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        if code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            continue; // `$crate::` in a macro, or a longer name
        }
        let rest = &code[at + "crate::".len()..];
        let path: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .collect();
        let mut parts: Vec<&str> = path.split("::").filter(|p| !p.is_empty()).collect();
        while !parts.is_empty() && !known.contains(&parts.join("::")) {
            parts.pop();
        }
        if !parts.is_empty() {
            out.insert(parts.join("::"));
        }
    }
    out
}

fn layer(module: &str) -> Option<usize> {
    let top = module.split("::").next().unwrap();
    LAYERS.iter().position(|&l| l == top)
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules();
    let known: BTreeSet<String> = modules.keys().cloned().collect();
    modules
        .iter()
        .map(|(name, code)| {
            let mut deps = imports(code, &known);
            deps.remove(name);
            // A module naming its own parent folder module (`features::diagram` from
            // `features::diagram::parse`) names a sibling's item through it: not an edge.
            deps.retain(|d| !name.starts_with(&format!("{d}::")));
            (name.clone(), deps)
        })
        .collect()
}

#[test]
fn every_module_is_in_a_layer() {
    let unplaced: Vec<String> = graph()
        .into_keys()
        .filter(|m| !m.is_empty() && layer(m).is_none())
        .collect();
    assert_eq!(
        unplaced,
        Vec::<String>::new(),
        "modules outside the layers of lib.rs"
    );
}

#[test]
fn no_layer_imports_a_higher_one() {
    let mut wrong = Vec::new();
    for (module, deps) in graph() {
        let Some(own) = layer(&module) else { continue };
        for dep in deps {
            if layer(&dep).is_some_and(|l| l > own) {
                wrong.push(format!("{module} imports {dep}"));
            }
        }
    }
    assert_eq!(
        wrong,
        Vec::<String>::new(),
        "a layer imports a higher one (lib.rs lists the layers)"
    );
}

#[test]
fn no_import_cycles() {
    let graph = graph();
    // Depth-first search; a back edge closes a cycle, reported with its path.
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
        cycles: &mut Vec<String>,
    ) {
        if let Some(at) = stack.iter().position(|s| s == node) {
            let mut cycle = stack[at..].to_vec();
            cycle.push(node.to_string());
            cycles.push(cycle.join(" -> "));
            return;
        }
        if !done.insert(node.to_string()) {
            return;
        }
        stack.push(node.to_string());
        for dep in graph.get(node).into_iter().flatten() {
            visit(dep, graph, stack, done, cycles);
        }
        stack.pop();
    }
    let (mut done, mut cycles) = (BTreeSet::new(), Vec::new());
    for node in graph.keys() {
        visit(node, &graph, &mut Vec::new(), &mut done, &mut cycles);
    }
    assert_eq!(
        cycles,
        Vec::<String>::new(),
        "modules that import each other"
    );
}

#[test]
fn the_checker_sees_imports() {
    let known: BTreeSet<String> = ["core", "core::position", "util::text"]
        .map(String::from)
        .into();
    let code = code("use crate::core::position::{Position, Outcome};\n// crate::util::text\nfn f() { $crate::x; }");
    assert_eq!(
        imports(&code, &known),
        ["core::position".to_string()].into()
    );
    assert!(graph()["game::playable"].contains("core::position"));
}
