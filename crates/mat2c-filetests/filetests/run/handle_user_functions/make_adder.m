function g = make_adder(n)
g = @(x) x + n;
end
