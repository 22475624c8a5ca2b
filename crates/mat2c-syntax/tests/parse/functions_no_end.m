function main
  helper(1);
  other();

function helper(x)
  disp(x);

function other
  disp('other');
