## -*- texinfo -*-
## @deftypefn {} {@var{out_vec} =} matlab.net.base64decode (@var{b64_str})
## The bytes (a uint8 row) that the base64 text @var{b64_str} encodes: groups of four
## characters of the RFC 4648 alphabet, the last one padded with @qcode{"="}.
## @end deftypefn
function out_vec = base64decode (b64_str)
  if (nargin != 1)
    print_usage ();
  end
  if (! isvector (b64_str) || ! ischar (b64_str))
    error ("base64decode: B64_STR must be a base64 encoded character vector");
  end
  s = b64_str;
  if (rows (s) > 1)
    warning ("multi-row character matrix converted to a string, only the first row is used");
    s = s(1, :);
  end
  n = numel (s);
  pad = 0;
  if (n >= 1 && s(n) == '=')
    pad = 1 + (n >= 2 && s(n-1) == '=');
  end
  code = zeros (1, n - pad);
  body = double (s(1:n-pad));
  upper_ = body >= 65 & body <= 90;
  lower_ = body >= 97 & body <= 122;
  digit = body >= 48 & body <= 57;
  code(upper_) = body(upper_) - 65;
  code(lower_) = body(lower_) - 71;
  code(digit) = body(digit) + 4;
  code(body == 43) = 62;
  code(body == 47) = 63;
  known = upper_ | lower_ | digit | body == 43 | body == 47;
  if (mod (n, 4) != 0 || ! all (known) || (pad > 0 && n < 4))
    error ("base64_decode: input was not valid base64");
  end
  groups = reshape ([code, zeros(1, pad)], 4, []);
  v = groups(1, :) * 262144 + groups(2, :) * 4096 + groups(3, :) * 64 + groups(4, :);
  bytes = [floor(v / 65536); mod(floor (v / 256), 256); mod(v, 256)];
  out_vec = uint8 (bytes(1:end-pad));
  out_vec = reshape (out_vec, 1, []);
end
