//! Lex + parse throughput on a generated ~20k-line realistic MATLAB file.
//! Run: `cargo bench -p mat2c-syntax -- --quick`; lines/s = 20k lines / reported time.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mat2c_diag::FileId;

/// A varied, realistic source of about `lines` lines: a script part and many functions.
fn source(lines: usize) -> String {
    const SCRIPT: &str = r#"% Driver script
n = 100;
x = linspace(0, 1, n)';
A = rand(n, n) + eye(n) * 2;
b = A \ x;
fprintf("residual %g\n", norm(A*b - x));
results = struct('name', {}, 'value', {});
for k = 1:numel(x)
  if x(k) > 0.5 && mod(k, 2) == 0
    results(end+1).name = sprintf('item%d', k);
  elseif x(k) < 0.1
    continue
  else
    y(k) = -x(k)^2 + 3*x(k) - 1;
  end
end
"#;
    const FUNC: &str = r#"function [out, count] = process_NAME(data, opts)
  % Process the data with the given options.
  if nargin < 2
    opts = struct('scale', 1.5, 'mode', "fast");
  end
  count = 0;
  out = zeros(size(data));
  switch opts.mode
    case {'fast', 'quick'}
      out = data .* opts.scale;
    case 'slow'
      for i = 1:size(data, 1)
        for j = 1:size(data, 2)
          out(i, j) = data(i, j) * opts.scale + sum(data(i, :)) / numel(data);
          count = count + 1;
        end
      end
    otherwise
      error('unknown mode %s', opts.mode);
  end
  m = [1 -2 3; 4 5 -6];
  c = {@(t) t + 1, 'label', [1, 2, 3]};
  idx = find(out(:) > mean(out(:)) & ~isnan(out(:)));
  while ~isempty(idx) && count < 1e6
    idx(end) = [];
    count += 1;
  end
  try
    v = c{1}(m(2, end));
  catch err
    warning(err.message);
  end
  out = out' * m(1:2, 1:2)';
end

"#;
    let mut s = String::from(SCRIPT);
    let mut i = 0;
    while s.lines().count() < lines {
        s.push_str(&FUNC.replace("NAME", &i.to_string()));
        i += 1;
    }
    s
}

fn bench(c: &mut Criterion) {
    let text = source(20_000);
    let lines = text.lines().count() as u64;
    let mut g = c.benchmark_group("parse");
    g.throughput(Throughput::Elements(lines));
    g.bench_function("lex", |b| {
        b.iter(|| mat2c_syntax::lex(FileId(0), black_box(&text)))
    });
    g.bench_function("lex+parse 20k lines", |b| {
        b.iter(|| {
            let (ast, diags) = mat2c_syntax::parse(FileId(0), black_box(&text));
            assert!(diags.is_empty());
            ast
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
