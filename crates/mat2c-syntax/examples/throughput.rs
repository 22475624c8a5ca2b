//! `throughput FILE N`: lexes and parses FILE N times and prints lines/s by CPU time of this
//! process (robust on a loaded machine, unlike wall time).

#![allow(clippy::print_stdout, reason = "a command-line tool")]

use mat2c_diag::FileId;

fn cpu_seconds() -> f64 {
    // utime + stime of this process from /proc, in clock ticks (100 Hz on Linux).
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, r)| r.split_whitespace().collect());
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|s| s.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().unwrap_or_default();
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(20);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let lines = text.lines().count();
    let t0 = cpu_seconds();
    let w0 = std::time::Instant::now();
    let mut toks = 0;
    for _ in 0..n {
        toks += mat2c_syntax::lex(FileId(0), &text).0.len();
    }
    let lex_cpu = cpu_seconds() - t0;
    let t1 = cpu_seconds();
    let mut diags = 0;
    for _ in 0..n {
        diags += mat2c_syntax::parse(FileId(0), &text).1.len();
    }
    let parse_cpu = cpu_seconds() - t1;
    let wall = w0.elapsed().as_secs_f64();
    println!(
        "{lines} lines, {} tokens, {diags} diagnostics; lex: {:.0} lines/s; lex+parse: {:.0} lines/s (CPU time, {n} runs; wall {wall:.2}s)",
        toks / n,
        (lines * n) as f64 / lex_cpu,
        (lines * n) as f64 / parse_cpu
    );
}
