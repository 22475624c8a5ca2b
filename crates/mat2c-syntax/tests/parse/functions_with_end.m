function main
  helper(1);
end

function helper(x)
  disp(x);
end
