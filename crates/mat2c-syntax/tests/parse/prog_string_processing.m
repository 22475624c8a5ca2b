# Octave-flavoured text processing
function out = normalize_words(words)
  out = {};
  n = 0;
  for i = 1:numel(words)
    w = strtrim(words{i});
    if isempty(w)
      continue;
    endif
    if w(end) == "."
      w(end) = [];
    endif
    n++;
    out{n} = lower(w);
  endfor
  printf("kept %d of %d words\n", n, numel(words));
endfunction
