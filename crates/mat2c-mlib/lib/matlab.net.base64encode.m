## -*- texinfo -*-
## @deftypefn {} {@var{b64_str} =} matlab.net.base64encode (@var{in})
## The base64 encoding (RFC 4648, padded with @qcode{"="}) of the bytes @code{uint8 (@var{in})}
## of a numeric or character vector of integers.
## @end deftypefn
function b64_str = base64encode (in)
  if (nargin != 1)
    print_usage ();
  end
  if (! isvector (in) || ! (isnumeric (in) || ischar (in)))
    error ("base64encode: IN must be a numeric or character vector");
  end
  if (any (in != round (in)))
    error ("base64encode: IN must consist of integers");
  end
  bytes = double (uint8 (in(:)'));
  n = numel (bytes);
  if (n == 0)
    b64_str = "";
    return;
  end
  pad = mod (3 - mod (n, 3), 3);
  groups = reshape ([bytes, zeros(1, pad)], 3, []);
  v = groups(1, :) * 65536 + groups(2, :) * 256 + groups(3, :);
  sextets = [floor(v / 262144); mod(floor (v / 4096), 64); mod(floor (v / 64), 64); mod(v, 64)];
  alphabet = ['A':'Z', 'a':'z', '0':'9', '+', '/'];
  b64_str = alphabet(sextets(:)' + 1);
  b64_str(end-pad+1:end) = '=';
end
